/**
 * Buy again (issue 16): a resource route whose one action (src/app/buy-again.server.ts) the
 * button's fetcher posts to; the loaded cart is read again after it, as after the cart's action.
 */
export { buyAgainAction as action } from "@/app/buy-again.server";
