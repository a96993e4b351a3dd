/**
 * The /addcart route's clientLoader (decision 026), for both kinds of shopper: a guest's lines are
 * the cartItems cookie (src/stores/cart.ts) with the catalogue's names, prices and stock; a
 * customer's are the server's, behind /api/cart (decision 007). The cart's writes are the route's
 * server action only (decision 068).
 */
import { getDefaultStore } from "jotai";
import { CartResponseSchema, type CartItem } from "@/domain/cart";
import type { SessionUser } from "@/domain/session";
import { ApiError, apiGet } from "@/lib/api-client";
import { CART_FETCH_FAILED, type CartLinesData } from "@/lib/cart-lines";
import { fetchProductsById, inPageLocale } from "@/lib/products-by-id";
import { guestItem } from "@/domain/guest-cart";
import { guestCartAtom, readGuestCart } from "@/stores/cart";
import { readSession } from "@/lib/session-request";
import { sessionEnded } from "@/lib/shopper";

/** A 401 means the session ended since (signed out elsewhere, expired): a guest from now on. */
function endedSession(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  sessionEnded();
  return true;
}

async function guestLines(): Promise<CartItem[]> {
  const entries = readGuestCart();
  if (entries.length === 0) return [];
  const products = await fetchProductsById(entries.map(([id]) => id));
  const gone = entries.filter(([id]) => !products.has(id)).map(([id]) => id);
  if (gone.length > 0) {
    // A product the catalogue no longer sells cannot be bought; its entry would only hang there.
    console.warn(`Removed products ${gone.join(", ")} from the cart: they are no longer in the catalogue.`);
    getDefaultStore().set(
      guestCartAtom,
      entries.filter(([id]) => !gone.includes(id)),
    );
  }
  return entries.flatMap((entry) => {
    const product = products.get(entry[0]);
    return product ? [guestItem(entry, product)] : [];
  });
}

/** The lines with their products and prices, or the failure the cart screen shows with a Retry. */
export async function readCartLines(): Promise<CartLinesData> {
  let shopper: SessionUser | null = null;
  try {
    shopper = await readSession();
    if (shopper) {
      const { items } = await apiGet(inPageLocale("/api/cart"), CartResponseSchema);
      return { shopper: shopper.id, view: { status: "loaded", items } };
    }
    return { shopper: null, view: { status: "loaded", items: await guestLines() } };
  } catch (error) {
    if (shopper && endedSession(error)) return readCartLines();
    console.error(CART_FETCH_FAILED, error);
    return { shopper: shopper?.id ?? null, view: { status: "failed", message: CART_FETCH_FAILED } };
  }
}
