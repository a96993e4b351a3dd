/**
 * Every route in French (issue 38): each screen of src/app/routes.ts under /fr, public ones as a
 * guest, private ones signed in (a fresh customer with an address and a cart line; the demo
 * customer, read only, for its seeded orders), fails on any English a shopper meets: visible or
 * screen-reader text, the title, the meta description, aria-label, alt, placeholder and title
 * attributes, and what a browser without script shows (<noscript>). It also fails on a message id
 * shown in place of words ("cart.title"). The list of visits is checked against the route config,
 * so a screen added later cannot be missed.
 *
 * English is told by words French UI text never uses, as whole words and case-sensitively where
 * French shares the word in another case. Left out: text marked lang="en" (WCAG 3.1.2), brand
 * names, the catalogue's data (names, descriptions, materials, colours and sizes without a French
 * label, categories and header groups), which the shop API gives in English until its translations land,
 * and what customers wrote (names, addresses): taken out of every text by value, read from the
 * shop API, not by where it sits on a page. Once the catalogue is French, its data goes from here.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import frenchLabels from "@domain/option-labels-fr.json";
import { en } from "@/lib/i18n/catalogs/en";
import { DEMO_CUSTOMER, registerCustomer, signInContext } from "../support/accounts";
import { sameOrigin } from "../support/api";
import { openBrowser, type BrowserSession } from "../support/browser";
import { allProducts, categories, headerGroups, productById } from "../support/catalogue";
import { addAddress, ordersOf, putCart } from "../support/checkout";
import { checkStateAtAllWidths, WIDTHS } from "../support/page-checks";

const baseUrl = inject("baseUrl");
const POLL = { timeout: 30_000 };

/** Who visits a route: a guest, a fresh signed-in customer, or the demo customer (its orders). */
type Visitor = "guest" | "customer" | "demo";

/** Ids the visits need, from the seed and the customers made for the walk. */
interface Ids {
  group: { id: number; slug: string };
  subcategory: { slug: string };
  order: number;
}

/**
 * Each route of the `fr?` segment, by its path in routes.ts, and the page to visit for it (null:
 * no page, a form's target alone).
 */
const VISITS: Record<string, ((ids: Ids) => { path: string; as: Visitor }) | null> = {
  "": () => ({ path: "/", as: "guest" }),
  "all-product": () => ({ path: "/all-product", as: "guest" }),
  "filter-side": ({ group }) => ({ path: `/filter-side?cat=${group.id}`, as: "guest" }),
  search: () => ({ path: "/search?q=chemise", as: "guest" }),
  "product/:id": () => ({ path: "/product/1", as: "guest" }),
  compare: () => ({ path: "/compare", as: "guest" }),
  "related-products": () => ({ path: "/related-products?id=1", as: "guest" }),
  "studio/:service": () => ({ path: "/studio/design", as: "guest" }),
  "baby-care": () => ({ path: "/baby-care", as: "guest" }),
  contact: () => ({ path: "/contact", as: "guest" }),
  wallet: () => ({ path: "/wallet", as: "guest" }),
  addcart: () => ({ path: "/addcart", as: "customer" }),
  wishlist: () => ({ path: "/wishlist", as: "customer" }),
  "stock-alerts": () => ({ path: "/stock-alerts", as: "customer" }),
  "stock-alerts/stop": () => ({ path: "/stock-alerts/stop?token=nope", as: "guest" }),
  login: () => ({ path: "/login", as: "guest" }),
  register: () => ({ path: "/register", as: "guest" }),
  "reset-password": () => ({ path: "/reset-password", as: "guest" }),
  logout: null,
  UserProfile: () => ({ path: "/UserProfile", as: "customer" }),
  profile: () => ({ path: "/profile", as: "customer" }),
  overview: () => ({ path: "/overview", as: "customer" }),
  "your-address": () => ({ path: "/your-address", as: "customer" }),
  "address-form": () => ({ path: "/address-form", as: "customer" }),
  checkout2: () => ({ path: "/checkout2", as: "customer" }),
  paymentpage: () => ({ path: "/paymentpage", as: "customer" }),
  checkout: () => ({ path: "/checkout", as: "customer" }),
  complete: () => ({ path: "/complete", as: "customer" }),
  // A seeded order's payment (shop-api/seed/generate.mjs names them pi_seed_0001...): the confirmed order.
  "order-confirmation": ({ order }) => ({
    path: `/order-confirmation?payment_intent=pi_seed_${String(order).padStart(4, "0")}`,
    as: "demo",
  }),
  "your-orders": () => ({ path: "/your-orders", as: "demo" }),
  "your-orders/:orderId/return": ({ order }) => ({ path: `/your-orders/${order}/return`, as: "demo" }),
  "cancellation-form": ({ order }) => ({ path: `/cancellation-form?order=${order}`, as: "demo" }),
  "order-cancelled": ({ order }) => ({ path: `/order-cancelled?order=${order}`, as: "demo" }),
  track: ({ order }) => ({ path: `/track?order=${order}`, as: "demo" }),
  receipt: ({ order }) => ({ path: `/receipt?order=${order}`, as: "demo" }),
  privacy: () => ({ path: "/privacy", as: "guest" }),
  accessibility: () => ({ path: "/accessibility", as: "guest" }),
  "your-data": () => ({ path: "/your-data", as: "customer" }),
  "account-deleted": () => ({ path: "/account-deleted", as: "guest" }),
  unsubscribe: () => ({ path: "/unsubscribe?token=nope", as: "guest" }),
  "email-preferences": () => ({ path: "/email-preferences", as: "customer" }),
  "guest-checkout": () => ({ path: "/guest-checkout", as: "guest" }),
  "order-lookup": () => ({ path: "/order-lookup", as: "guest" }),
  "buy-again": null,
  "wishlist/change": null,
  ":group/:subcategory": ({ group, subcategory }) => ({ path: `/${group.slug}/${subcategory.slug}`, as: "guest" }),
  "*": () => ({ path: "/no-such-page", as: "guest" }),
};

/** The screens' paths inside routes.ts's `fr?` segment ("" for the index). */
function frenchRoutes(): string[] {
  const config = readFileSync(resolve(import.meta.dirname, "../../src/app/routes.ts"), "utf8");
  const segment = /route\("fr\?",[^[]*\[([\s\S]*?)\n {2}\]\)/.exec(config)?.[1];
  if (!segment) throw new Error("routes.ts has no fr? segment");
  const paths = [...segment.matchAll(/route\(\s*"([^"]*)"/g)].map((match) => match[1] ?? "");
  return [...(segment.includes("index(") ? [""] : []), ...paths];
}

/**
 * Words French UI text never has, whole words, in the case given. Not listed, as French shares
 * them: Total, Menu, Province, Code, Page, Description, Contact, Stock, Article, Date, Message,
 * on, a, no, an ("un an"), or ("en or").
 */
const ENGLISH_WORDS = [
  ...["the", "The", "and", "your", "Your", "you", "You", "with", "for", "of", "to", "is", "are", "this", "This"],
  ...["it", "be", "will", "can", "has", "have", "was", "my", "My", "our", "Our", "we", "We"],
  ...["at", "from", "From", "by", "not", "all", "All", "out", "Out", "What", "Yes", "Please", "Sorry"],
  ...["Add", "Sign", "Cart", "Order", "Orders", "Loading", "Search", "Back", "Home", "Browse", "Account"],
  ...["Wishlist", "Checkout", "Payment", "Address", "Addresses", "Remove", "Save", "Cancel", "Continue"],
  ...["Email", "Password", "Register", "Review", "Reviews", "Retry", "Close", "Next", "Previous", "Sort"],
  ...["Clear", "Show", "View", "Track", "Receipt", "Help", "Size", "Colour", "Color", "Price", "Quantity"],
  ...["Delivery", "Shipping", "New", "Deals", "Similar", "Compare", "Recently", "Privacy", "Powered"],
  ...["items", "item", "Products", "products", "Product", "Shop", "Buy", "Submit", "Send", "Phone"],
  ...["Mobile", "Name", "First", "Last", "City", "Street", "Postal", "Zip", "Country", "Edit", "Delete"],
  ...["Update", "Apply", "Filter", "Filters", "Rating", "Ratings", "Write", "More", "Less", "Skip"],
  ...["Categories", "Category", "Subcategories", "Discount", "Free", "Tax", "Subtotal", "Placed", "Packed"],
  ...["Shipped", "Delivered", "Cancelled", "Returned", "Refund", "Refunded", "Wallet", "Card", "Hours"],
  ...["Today", "Open", "Closed", "Unavailable", "Nothing", "Something", "went", "wrong", "found"],
];
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${ENGLISH_WORDS.join("|")})(?![\\p{L}\\p{N}'’-])`, "u");

/** Names a French page may show as they are. */
const BRANDS = ["ShopNest", "JavaScript", "Stripe", "Visa", "Mastercard", "Google", "Facebook", "Instagram"];
/** The seller's legal name on the tax receipt: the local stack's SHOP_LEGAL_NAME, a name in no language. */
const SELLER = "Shop Demo Inc.";

/** Message ids with a dot ("cart.title"): one shown means a message was not found. */
const DOTTED_IDS = new Set(Object.keys(en).filter((id) => id.includes(".")));
const ID_LIKE = /(?<![\w@/.-])[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+(?![\w@/-])/g;

interface Found {
  where: string;
  text: string;
}

/**
 * Every text of the page a shopper or a screen reader meets, with where it was found: of the page
 * as it is now, or of the server's `html` as a browser without script reads it (<noscript> parsed).
 */
async function pageTexts(page: Page, html?: string): Promise<Found[]> {
  return page.evaluate((html) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, "text/html");
    const found: { where: string; text: string }[] = [];
    const ATTRIBUTES = ["aria-label", "alt", "placeholder", "title"];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
        element.classList.length > 0 ? `.${[...element.classList].join(".")}` : ""
      }`;
    const marked = (element: Element | null) => element?.closest('[lang="en"]') !== null && element !== null;
    function collect(root: Element, prefix: string) {
      const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? "";
        if (!parent || text === "" || parent.closest("script, style, template") || marked(parent)) continue;
        if (parent.closest("noscript")) {
          // What a browser without script parses: markup, as text here.
          const parsed = new DOMParser().parseFromString(node.textContent ?? "", "text/html");
          collect(parsed.body, `${prefix}noscript in ${describe(parent.parentElement ?? parent)} > `);
          continue;
        }
        found.push({ where: `${prefix}${describe(parent)}`, text });
      }
      for (const element of root.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(","))) {
        if (marked(element)) continue;
        for (const name of ATTRIBUTES) {
          const value = element.getAttribute(name)?.trim();
          if (value) found.push({ where: `${prefix}${describe(element)}[${name}]`, text: value });
        }
      }
      for (const element of root.querySelectorAll("input[type=submit][value], input[type=button][value]"))
        found.push({ where: `${prefix}${describe(element)}[value]`, text: element.getAttribute("value") ?? "" });
    }
    found.push({ where: "<title>", text: doc.title });
    for (const meta of doc.querySelectorAll(
      'meta[name="description"], meta[property="og:title"], meta[property="og:description"]',
    ))
      found.push({
        where: `<meta ${meta.getAttribute("name") ?? meta.getAttribute("property")}>`,
        text: meta.getAttribute("content") ?? "",
      });
    collect(doc.body, html === undefined ? "" : "without script: ");
    return found;
  }, html);
}

/** The screen is there: its loading states gone, the shopper's data read. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-hydrated") &&
      document.querySelector(".needs-script__loading, .skeleton, p.loading, [aria-busy='true']") === null,
    undefined,
    POLL,
  );
}

// About 40 pages, each with axe at three widths: minutes on a loaded machine.
describe("every route in French", { timeout: 1_500_000 }, () => {
  /** One browser context per visitor: its own cookies. */
  let sessions: BrowserSession[] = [];
  const pages = {} as Record<Visitor, Page>;
  let ids: Ids;
  /** The catalogue's texts, longest first (a name inside a longer description goes with it). */
  let catalogueTexts: string[];
  /** Those and the brand names, as whole words. */
  let dataPattern: RegExp;

  beforeAll(async () => {
    sessions = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
    const [guest, customer, demo] = await Promise.all(sessions.map(async (session) => (await session.newPage()).page));
    if (!guest || !customer || !demo) throw new Error("no page");
    Object.assign(pages, { guest, customer, demo });
    const fresh = await registerCustomer(baseUrl, "Élise");
    await signInContext(customer, baseUrl, fresh);
    const address = await addAddress(customer, baseUrl, "Quebec", "Montréal");
    const products = await allProducts(baseUrl);
    const stocked = products.find((product) => product.stock > 5);
    if (!stocked) throw new Error("no product in stock");
    await putCart(customer, baseUrl, [{ id: stocked.id, unit: 1 }]);
    // Lists that are not empty show their own words: the wishlist's cards, the compare table.
    const wished = await customer.request.put(`${baseUrl}/api/wishlist`, {
      headers: sameOrigin(baseUrl),
      data: { ids: [stocked.id] },
    });
    if (wished.status() !== 200) throw new Error(`PUT /api/wishlist: ${wished.status()}`);
    await guest.addInitScript(() => window.localStorage.setItem("compareItems", "[1,2]"));
    await signInContext(demo, baseUrl, DEMO_CUSTOMER);
    const demoOrders = await ordersOf(demo, baseUrl);
    const delivered = demoOrders.find((order) => order.status === "Delivered");
    if (!delivered) throw new Error("the demo customer has no delivered order");
    const tree = await categories(baseUrl);
    const group = tree.find((candidate) => candidate.subcategories.length > 0 && candidate.slug !== "studio");
    const subcategory = group?.subcategories[0];
    if (!group || !subcategory) throw new Error("no subcategory in the seed");
    ids = { group, subcategory, order: delivered.id };
    const groups = await headerGroups(baseUrl);
    // Order lines are named by their products' French names (decision 043), brand line names in them.
    const ordered = [...new Set(demoOrders.flatMap((order) => order.lines.map((line) => line.productId ?? 0)))];
    const orderedInFrench = await Promise.all(
      ordered.filter((id) => id > 0).map((id) => productById(baseUrl, id, "fr")),
    );
    // What customers wrote (names and addresses) is theirs, in no language of the shop's.
    const addresses = [address, ...demoOrders.map((order) => order.deliveryAddress)];
    catalogueTexts = [
      ...addresses.flatMap((written) =>
        written ? [written.name, written.street, written.locality, written.city] : [],
      ),
      ...products.flatMap((product) => [
        product.name,
        product.description,
        product.material,
        product.category,
        product.subcategory,
        // Colours and word sizes show by their French labels; only the values without one stay.
        ...product.colors.filter((colour) => !(colour in frenchLabels.colors)),
        ...product.sizes.filter((size) => !(size in frenchLabels.sizes)),
      ]),
      ...tree.flatMap((category) => [category.name, ...category.subcategories.map((sub) => sub.name)]),
      ...groups.map((headerGroup) => headerGroup.name),
      ...orderedInFrench.map((product) => product.name),
    ]
      .filter((text): text is string => typeof text === "string" && text.trim() !== "")
      .sort((a, b) => b.length - a.length);
    const escaped = [...catalogueTexts, ...BRANDS, SELLER].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    dataPattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  /** The text with the catalogue's data and brand names taken out, as whole words ("S" is a size, not the S of "Shop"). */
  function withoutData(text: string): string {
    // A description cut short (a meta tag, the compare table) ends with "…" or "...".
    const cut = /^(.*?)(?:…|\.\.\.)$/s.exec(text)?.[1]?.trim();
    if (cut && catalogueTexts.some((data) => data.startsWith(cut))) return "";
    return text.replace(dataPattern, " ");
  }

  it("visits every screen of routes.ts", () => {
    expect(Object.keys(VISITS).sort()).toEqual(frenchRoutes().sort());
  });

  // axe at each of the three widths, the page resized rather than loaded again: every French page
  // is checked here, where the walk already signs its visitors in, rather than one per French spec.
  it("shows no English and no message id on any French page, and passes axe at 375, 768 and 1280 px", async () => {
    const problems: string[] = [];
    for (const [route, visit] of Object.entries(VISITS)) {
      if (!visit) continue;
      const { path, as } = visit(ids);
      const page = pages[as];
      const url = `${baseUrl}/fr${path}`;
      const response = await page.goto(url);
      await settled(page);
      expect(page.url(), route).toContain(`${baseUrl}/fr/`);
      // The server's page as a browser without script shows it (the HTML this visit got: asking
      // again rendered every page twice), then the page built in the browser.
      if (!response) throw new Error(`${path}: no response`);
      const served = await response.text();
      for (const { where, text } of [...(await pageTexts(page, served)), ...(await pageTexts(page))]) {
        const rest = withoutData(text);
        const english = ENGLISH.exec(rest);
        if (english) problems.push(`${path} ${where}: "${english[0]}" in "${text}"`);
        for (const [id] of rest.matchAll(ID_LIKE))
          if (DOTTED_IDS.has(id)) problems.push(`${path} ${where}: the message id "${id}"`);
        if (Object.hasOwn(en, rest.trim()) && rest.trim() !== "")
          problems.push(`${path} ${where}: the id "${rest.trim()}"`);
      }
      const name = `fr-${route.replace(/[^a-z0-9]+/gi, "-") || "home"}`;
      for (const problem of await checkStateAtAllWidths(page, name, { axeWidths: WIDTHS }))
        problems.push(`${path} ${problem}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it("names the provinces in French in the address form and the address book, and posts the shop API's names", async () => {
    const page = pages.customer;
    await page.goto(`${baseUrl}/fr/address-form`);
    const province = page.locator("#address-province");
    await province.locator("option[value='Quebec']").waitFor({ state: "attached", ...POLL });
    const options = await province
      .locator("option:not([value=''])")
      .evaluateAll((elements) => elements.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
    expect(options).toEqual(
      expect.arrayContaining([
        ["Quebec", "Québec"],
        ["British Columbia", "Colombie-Britannique"],
        ["Ontario", "Ontario"],
      ]),
    );
    await page.goto(`${baseUrl}/fr/your-address`);
    await page.getByRole("main").getByText("Montréal, Québec", { exact: false }).first().waitFor(POLL);
  });
});
