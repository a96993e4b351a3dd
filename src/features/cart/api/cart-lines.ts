/**
 * The /addcart route's clientLoader and clientAction (decision 026), for both kinds of shopper:
 * a guest's lines are the cartItems cookie (src/stores/cart.ts) with the catalogue's names,
 * prices and stock; a customer's are the server's, behind /api/cart (decision 007).
 */
import { getDefaultStore } from "jotai";
import { CartResponseSchema, clampUnit, mergeCartLines, type CartItem, type CartLine } from "@/domain/cart";
import { addCartLine, CartAddAnswerSchema, cartLinesOf, MAX_REACHED } from "@/domain/cart-write";
import type { SessionUser } from "@/domain/session";
import type { Product } from "@/domain/product";
import { ApiError, apiGet, apiSend } from "@/lib/api-client";
import {
  CART_DELETE_FAILED,
  CART_FETCH_FAILED,
  CART_SAVE_FAILED,
  type CartChangeResult,
  type CartLinesData,
  type CartWrite,
  type CartProduct,
  type CartWriteAnswer,
  type WantedLine,
} from "@/lib/cart-lines";
import { RESET } from "@/lib/persisted-atom";
import { fetchProductsById, inPageLocale } from "@/lib/products-by-id";
import { guestEntry, guestItem, type GuestCartEntry } from "@/domain/guest-cart";
import { forgetMerge, guestCartAtom, noteMerge, notedMerge, readGuestCart } from "@/stores/cart";
import { readSession } from "@/lib/session-request";
import { sessionEnded } from "@/lib/shopper";

const store = getDefaultStore();

/** Who is shopping: GET /api/session. */
const currentShopper = readSession;

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
    store.set(
      guestCartAtom,
      entries.filter(([id]) => !gone.includes(id)),
    );
  }
  return entries.flatMap((entry) => {
    const product = products.get(entry[0]);
    return product ? [guestItem(entry, product)] : [];
  });
}

/**
 * The read in flight, shared: after a write on /addcart, the route's loader and the page frame's
 * fetcher of the lines revalidate together, and one GET /api/cart answers both. A write forgets
 * it, so a read that started before the write never answers for after it.
 */
let sharedRead: Promise<CartLinesData> | null = null;

/** The lines with their products and prices, or the failure the cart screen shows with a Retry. */
export function readCartLines(signal: AbortSignal): Promise<CartLinesData> {
  const read = (sharedRead ??= readLines().finally(() => {
    if (sharedRead === read) sharedRead = null;
  }));
  // A reader that gives up (a newer navigation) stops waiting; the other may still want the answer.
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    read.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

async function readLines(): Promise<CartLinesData> {
  let shopper: SessionUser | null = null;
  try {
    shopper = await currentShopper();
    if (shopper) {
      const { items } = await apiGet(inPageLocale("/api/cart"), CartResponseSchema);
      return { shopper: shopper.id, view: { status: "loaded", items } };
    }
    return { shopper: null, view: { status: "loaded", items: await guestLines() } };
  } catch (error) {
    if (shopper && endedSession(error)) return readLines();
    console.error(CART_FETCH_FAILED, error);
    return { shopper: shopper?.id ?? null, view: { status: "failed", message: CART_FETCH_FAILED } };
  }
}

function failed(message: string, count: number): CartWriteAnswer {
  return { results: Array.from({ length: count }, () => ({ ok: false, reason: "failed", message }) as const) };
}

/** A stock refusal (409) names the product and what is left: more useful than the generic text. */
function saveFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? error.message : CART_SAVE_FAILED;
}

async function addLines(shopper: SessionUser | null, wanted: WantedLine[]): Promise<CartWriteAnswer> {
  if (shopper) {
    // The server reads the cart and the stock and saves, in one request (functions/cart.ts).
    try {
      const lines = wanted.map(({ id, size, color, units }) => ({ id, size, color, units }));
      const { results } = await apiSend("POST", "/api/cart/lines", { lines }, CartAddAnswerSchema);
      return { results };
    } catch (error) {
      console.error(CART_SAVE_FAILED, error);
      return failed(saveFailure(error), wanted.length);
    }
  }
  const entries = readGuestCart();
  let products: Map<number, CartProduct>;
  const unknown = wanted.filter((line) => !line.product).map((line) => line.id);
  try {
    products = unknown.length > 0 ? await fetchProductsById(unknown) : new Map<number, Product>();
  } catch (error) {
    console.error(CART_SAVE_FAILED, error);
    return failed(CART_SAVE_FAILED, wanted.length);
  }
  for (const line of wanted) if (line.product) products.set(line.id, line.product);
  const lines = entries.map(([id, unit]): CartLine => ({ id, unit, size: "", color: "" }));
  const results = wanted.map((line) => addCartLine(lines, line, products.get(line.id)));
  const added = new Set(wanted.filter((_, index) => results[index]?.ok).map((line) => line.id));
  store.set(
    guestCartAtom,
    lines.flatMap((line, index): GuestCartEntry[] => {
      const product = products.get(line.id);
      if (added.has(line.id) && product) return [guestEntry(line, product)];
      const kept = entries[index];
      return kept ? [kept] : [];
    }),
  );
  return { results };
}

/** Sets one line's units, kept within 1 and the stock (SPEC.md section 4). */
async function setUnit(shopper: SessionUser | null, change: { id: number; unit: number; stock: number }) {
  if (change.unit > change.stock) return MAX_REACHED;
  const unit = clampUnit(change.unit, change.stock);
  if (!shopper) {
    store.set(
      guestCartAtom,
      readGuestCart().map((entry): GuestCartEntry =>
        entry[0] === change.id ? [entry[0], unit, entry[2], entry[3]] : entry,
      ),
    );
    return { ok: true, outcome: "updated" } as const;
  }
  try {
    await apiSend("PUT", `/api/cart/${change.id}`, { unit }, CartResponseSchema);
    return { ok: true, outcome: "updated" } as const;
  } catch (error) {
    console.error(CART_SAVE_FAILED, error);
    return { ok: false, reason: "failed", message: saveFailure(error) } as const;
  }
}

/** Removes one product; for a customer only once the server confirms (SPEC.md section 4). */
async function removeLine(shopper: SessionUser | null, id: number): Promise<CartChangeResult> {
  if (!shopper) {
    store.set(
      guestCartAtom,
      readGuestCart().filter(([entryId]) => entryId !== id),
    );
    return { ok: true, outcome: "removed" };
  }
  try {
    await apiSend("DELETE", `/api/cart/${id}`, undefined, CartResponseSchema);
    return { ok: true, outcome: "removed" };
  } catch (error) {
    console.error(CART_DELETE_FAILED, error);
    return { ok: false, reason: "failed", message: CART_DELETE_FAILED };
  }
}

/** Adds the guest cookie's lines to the server cart; the cookie goes only once the server has them. */
async function mergeGuestCart(shopper: SessionUser): Promise<void> {
  const entries = readGuestCart();
  if (entries.length === 0) return;
  try {
    const server = cartLinesOf((await apiGet("/api/cart", CartResponseSchema)).items);
    const noted = notedMerge(shopper.id);
    if (noted && sameLines(server, noted)) {
      store.set(guestCartAtom, RESET);
      forgetMerge();
      return;
    }
    const products = await fetchProductsById(entries.map(([id]) => id));
    const guest = entries.flatMap((entry): CartLine[] => {
      const product = products.get(entry[0]);
      return product
        ? [{ id: entry[0], unit: entry[1], size: product.sizes[entry[2]] ?? "", color: product.colors[entry[3]] ?? "" }]
        : [];
    });
    const stockById = new Map([...products].map(([id, product]) => [id, product.stock]));
    const merged = mergeCartLines(server, guest, (id) => stockById.get(id));
    if (merged.dropped.length > 0)
      console.warn(`Not moved to your cart (sold out or no longer sold): products ${merged.dropped.join(", ")}.`);
    noteMerge(shopper.id, merged.lines);
    await apiSend("PUT", "/api/cart", { items: merged.lines }, CartResponseSchema);
    store.set(guestCartAtom, RESET);
    forgetMerge();
  } catch (error) {
    // The cookie stays: the next page load tries again, and nothing the guest chose is lost.
    console.error(CART_SAVE_FAILED, error);
  }
}

function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  const key = (lines: readonly CartLine[]) =>
    JSON.stringify([...lines].sort((x, y) => x.id - y.id).map((line) => [line.id, line.unit]));
  return key(a) === key(b);
}

/**
 * A customer's write has the server read the cart and put it back whole (the shop API's cart is
 * one PUT): two at once from this page would each start from the cart before the other, and the
 * later one could undo the earlier. So the action's writes run one after another.
 */
let lastWrite: Promise<unknown> = Promise.resolve();

async function write(change: CartWrite): Promise<CartWriteAnswer> {
  let shopper: SessionUser | null;
  try {
    shopper = await currentShopper();
  } catch (error) {
    console.error(CART_SAVE_FAILED, error);
    return failed(CART_SAVE_FAILED, change.intent === "add" ? change.lines.length : 1);
  }
  switch (change.intent) {
    case "add":
      return addLines(shopper, change.lines);
    case "set":
      return { results: [await setUnit(shopper, change)] };
    case "remove":
      return { results: [await removeLine(shopper, change.id)] };
    case "merge":
      if (shopper) await mergeGuestCart(shopper);
      return { results: [] };
  }
}

export function writeCart(change: CartWrite): Promise<CartWriteAnswer> {
  const next = lastWrite.then(async () => {
    try {
      return await write(change);
    } finally {
      // The revalidation after this write reads the cart anew.
      sharedRead = null;
    }
  });
  lastWrite = next.catch(() => undefined);
  return next;
}
