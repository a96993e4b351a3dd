/**
 * The shop's one name: page titles, og:site_name, the Organization and WebSite data, the logo's
 * text, the footer's credit, the receipt and the payment's description all say it (issue 26).
 * SPEC.md names no shop; this is the name its logo shows ([design notes](../../docs/design-notes.md#what-search-engines-and-link-previews-are-told)).
 */
export const SHOP_NAME = "ShopNest";
