/**
 * The cart's bounds (SPEC.md sections 4 and 9), apart from its schemas (cart.ts): the guest cart's
 * cookie, read by every page's frame, needs them and none of the schemas.
 */
export const CART_UNIT_MIN = 1;
/** More distinct products than any shopper needs; keeps payloads bounded. */
export const CART_MAX_ITEMS = 100;
