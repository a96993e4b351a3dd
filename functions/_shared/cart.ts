/**
 * The signed-in customer's cart as services (decision 055): functions/cart.ts answers them over
 * HTTP, the cart page's action calls them directly.
 */
import { mergeCartLines, type CartItem, type CartLine, type CartPutBody } from "@domain/cart";
import { cartAddResult, cartLinesOf, type CartAddAnswer, type CartAddBody } from "@domain/cart-write";
import { CART_COOKIE, guestCartClearedCookie, parseGuestCartCookie } from "@domain/guest-cart";
import { blobStore } from "./blob-record";
import { sha256Hex } from "./hash";
import type { CustomerServiceContext } from "./service";
import { readCookie } from "./session";

/** The signed-in customer's cart, priced by the shop API. */
export function readCart({ customer, shopApi }: CustomerServiceContext): Promise<CartItem[]> {
  return shopApi.getCart(customer.id);
}

/** Replaces the whole cart -> the priced items. */
export function saveCart(
  { customer, shopApi }: CustomerServiceContext,
  items: CartPutBody["items"],
): Promise<CartItem[]> {
  return shopApi.saveCart(customer.id, items);
}

/**
 * Adds lines by SPEC.md section 4's rule, each in one statement of the shop API's
 * (add_cart_lines): two tabs adding at once both count, where a read of the cart and a PUT of all
 * of it lost one. -> the cart and one result per line.
 */
export async function addCartLines(
  { customer, shopApi }: CustomerServiceContext,
  lines: CartAddBody["lines"],
): Promise<CartAddAnswer> {
  const { items, outcomes } = await shopApi.addCartLines(customer.id, lines);
  return { items, results: outcomes.map(({ outcome, name }) => cartAddResult(outcome, name)) };
}

/** One line's units, kept within 1 and the stock by the shop API's write -> the priced items. */
export function setCartUnit(
  { customer, shopApi }: CustomerServiceContext,
  id: number,
  unit: number,
): Promise<CartItem[]> {
  return shopApi.setCartUnit(customer.id, id, unit);
}

/** Removes one product -> the remaining items. */
export function removeCartLine({ customer, shopApi }: CustomerServiceContext, id: number): Promise<CartItem[]> {
  return shopApi.deleteCartItem(customer.id, id);
}

/**
 * Where a merge is remembered (decision 068): `customers/<id>` holds the last merged cookie's
 * hash and when, so a sign-in retried with the same cookie (the first answer, which removed it,
 * was lost) does not add its lines again. One record per customer, overwritten by the next merge.
 */
const MERGES_STORE = "cart-merges";
/** How long a merged cookie counts as merged: a retry comes within seconds, a day is ample. */
const MERGE_MEMORY_MS = 24 * 60 * 60 * 1000;

interface MergeNote {
  cookie: string;
  at: number;
}

const mergeKey = (customerId: number) => `customers/${customerId}`;

async function mergedAlready(customerId: number, cookie: string): Promise<boolean> {
  const note = (await blobStore(MERGES_STORE).get(mergeKey(customerId), { type: "json" })) as Partial<MergeNote> | null;
  return note?.cookie === cookie && typeof note.at === "number" && Date.now() - note.at < MERGE_MEMORY_MS;
}

/**
 * At sign-in, the guest cookie's lines join the customer's cart (SPEC.md section 4: the same
 * product adds its units, clamped to the stock) -> the cookies the sign-in's answer sets: the
 * guest cookie removed once its lines are saved. When the cart cannot be read or saved the cookie
 * stays, and the next sign-in tries again; nothing the guest chose is lost.
 */
export async function mergeGuestCart({ customer, shopApi, req }: CustomerServiceContext): Promise<string[]> {
  const raw = readCookie(req, CART_COOKIE);
  if (raw === null) return [];
  const cleared = guestCartClearedCookie(new URL(req.url).protocol === "https:");
  const entries = parseGuestCartCookie(raw);
  if (entries.length === 0) return [cleared];
  try {
    const cookie = await sha256Hex(raw);
    if (await mergedAlready(customer.id, cookie)) return [cleared];
    const [items, products] = await Promise.all([
      shopApi.getCart(customer.id),
      shopApi.getProductsByIds(entries.map(([id]) => id)),
    ]);
    const byId = new Map(products.map((product) => [product.id, product]));
    const guest = entries.flatMap(([id, unit, size, color]): CartLine[] => {
      const product = byId.get(id);
      return product ? [{ id, unit, size: product.sizes[size] ?? "", color: product.colors[color] ?? "" }] : [];
    });
    const merged = mergeCartLines(cartLinesOf(items), guest, (id) => byId.get(id)?.stock);
    if (merged.dropped.length > 0)
      console.warn(`Not moved to the cart (sold out or no longer sold): products ${merged.dropped.join(", ")}.`);
    await shopApi.saveCart(customer.id, merged.lines);
    await blobStore(MERGES_STORE)
      .setJSON(mergeKey(customer.id), { cookie, at: Date.now() } satisfies MergeNote)
      // Saved but not noted: only a lost answer now would add the lines twice. The sign-in goes on.
      .catch((error: unknown) => console.error("The cart merge could not be noted:", error));
    return [cleared];
  } catch (error) {
    console.error("The guest's cart could not be merged at sign-in:", error);
    return [];
  }
}
