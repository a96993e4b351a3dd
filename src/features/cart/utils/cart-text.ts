/** The cart screen's fixed texts (SPEC.md sections 2 and 9). */
export const CART_TITLE = "Shopping Cart";
export const BEST_SELLER_LABEL = "#1 Best Seller";
export const BOUGHT_LABEL = "5K+ bought in the past month";
export const IN_STOCK_LABEL = "In Stock";
export const OUT_OF_STOCK_LABEL = "Out of stock";
export const CART_EMPTY = "Your cart is empty.";
export const PLACE_ORDER_LABEL = "Placed Order";

export const OFFER_TITLE = "Available Offer";
/** SPEC.md section 9's offer, written out as a sentence (the bank is not named there). */
export const OFFER_TEXT =
  "Get a 10% instant discount when you pay with a partner bank's cards, on a minimum spend of ₹3,500.";
/** The cart total is SPEC.md section 9's plain sum: the bank, not the shop, takes the offer off. */
export const OFFER_NOTE = "The bank applies it at payment; the total here is before the offer.";

export function onlyLeftText(stock: number): string {
  return `Only ${stock} left. Lower the quantity to ${stock} to order this item.`;
}

export const OUT_OF_STOCK_NOTE = "This item cannot be ordered now. Remove it or keep it here until it is back.";
