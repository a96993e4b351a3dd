/**
 * The /addcart route's clientLoader and clientAction (decision 026), for both kinds of shopper:
 * a guest's lines are the cartItems cookie (src/stores/cart.ts) with the catalogue's names,
 * prices and stock; a customer's are the server's, behind /api/cart (decision 007).
 */
import { getDefaultStore } from "jotai";
import {
  CART_MAX_ITEMS,
  CartResponseSchema,
  clampUnit,
  MAXIMUM_QUANTITY_REACHED,
  mergeCartLines,
  type CartItem,
  type CartLine,
} from "@/domain/cart";
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
import { fetchProductsById } from "@/lib/products-by-id";
import {
  forgetMerge,
  guestCartAtom,
  guestEntry,
  guestItem,
  noteMerge,
  notedMerge,
  readGuestCart,
  type GuestCartEntry,
} from "@/stores/cart";
import { fetchSession, sessionAtom } from "@/stores/session";

const store = getDefaultStore();

/** Who is shopping: the page frame's answer, or GET /api/session on a page's first load. */
async function currentShopper(): Promise<SessionUser | null> {
  const known = store.get(sessionAtom);
  if (known.status === "known") return known.user;
  const user = await fetchSession();
  store.set(sessionAtom, { status: "known", user });
  return user;
}

/** A 401 means the session ended since (signed out elsewhere, expired): a guest from now on. */
function endedSession(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  store.set(sessionAtom, { status: "known", user: null });
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

/** The lines with their products and prices, or the failure the cart screen shows with a Retry. */
export async function readCartLines(signal: AbortSignal): Promise<CartLinesData> {
  let shopper: SessionUser | null = null;
  try {
    shopper = await currentShopper();
    if (shopper) {
      const { items } = await apiGet("/api/cart", CartResponseSchema, { signal });
      return { shopper: shopper.id, view: { status: "loaded", items } };
    }
    return { shopper: null, view: { status: "loaded", items: await guestLines() } };
  } catch (error) {
    if (signal.aborted) throw error;
    if (shopper && endedSession(error)) return readCartLines(signal);
    console.error(CART_FETCH_FAILED, error);
    return { shopper: shopper?.id ?? null, view: { status: "failed", message: CART_FETCH_FAILED } };
  }
}

const MAX_REACHED: CartChangeResult = { ok: false, reason: "max", message: MAXIMUM_QUANTITY_REACHED };
const CART_FULL: CartChangeResult = {
  ok: false,
  reason: "full",
  message: `Your cart is full (${CART_MAX_ITEMS} products). Remove one to add another.`,
};

/**
 * SPEC.md section 4: a new product starts at the wanted units (1 from a product's button), an
 * existing one goes up by them while below the available stock, never above it; an out-of-stock
 * product is never added. `lines` is changed in place; the answer says what happened.
 */
function addLine(lines: CartLine[], wanted: WantedLine, product: CartProduct | undefined): CartChangeResult {
  if (!product) return { ok: false, reason: "failed", message: "This product is no longer sold." };
  if (product.stock <= 0) return { ok: false, reason: "out-of-stock", message: `${product.name} is out of stock.` };
  const index = lines.findIndex((line) => line.id === wanted.id);
  const existing = lines[index];
  const { size, color } = wanted;
  if (existing) {
    if (existing.unit >= product.stock) return MAX_REACHED;
    lines[index] = { id: wanted.id, unit: clampUnit(existing.unit + wanted.units, product.stock), size, color };
    return { ok: true, outcome: "raised" };
  }
  if (lines.length >= CART_MAX_ITEMS) return CART_FULL;
  lines.push({ id: wanted.id, unit: clampUnit(wanted.units, product.stock), size, color });
  return { ok: true, outcome: "added" };
}

function linesOf(items: readonly CartItem[]): CartLine[] {
  return items.map(({ id, unit, size, color }) => ({ id, unit, size, color }));
}

function failed(message: string, count: number): CartWriteAnswer {
  return { results: Array.from({ length: count }, () => ({ ok: false, reason: "failed", message }) as const) };
}

/** A stock refusal (409) names the product and what is left: more useful than the generic text. */
function saveFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? error.message : CART_SAVE_FAILED;
}

async function addLines(shopper: SessionUser | null, wanted: WantedLine[]): Promise<CartWriteAnswer> {
  const entries = shopper ? [] : readGuestCart();
  let products: Map<number, CartProduct>;
  let lines: CartLine[];
  const unknown = wanted.filter((line) => !line.product).map((line) => line.id);
  try {
    [products, lines] = await Promise.all([
      unknown.length > 0 ? fetchProductsById(unknown) : new Map<number, Product>(),
      shopper
        ? apiGet("/api/cart", CartResponseSchema).then(({ items }) => linesOf(items))
        : entries.map(([id, unit]): CartLine => ({ id, unit, size: "", color: "" })),
    ]);
  } catch (error) {
    console.error(CART_SAVE_FAILED, error);
    return failed(CART_SAVE_FAILED, wanted.length);
  }
  for (const line of wanted) if (line.product) products.set(line.id, line.product);
  const results = wanted.map((line) => addLine(lines, line, products.get(line.id)));
  if (!shopper) {
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
  if (!results.some((result) => result.ok)) return { results };
  try {
    await apiSend("PUT", "/api/cart", { items: lines }, CartResponseSchema);
    return { results };
  } catch (error) {
    console.error(CART_SAVE_FAILED, error);
    return failed(saveFailure(error), wanted.length);
  }
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
    const { items } = await apiGet("/api/cart", CartResponseSchema);
    const lines = linesOf(items).map((line) => (line.id === change.id ? { ...line, unit } : line));
    await apiSend("PUT", "/api/cart", { items: lines }, CartResponseSchema);
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
    const server = linesOf((await apiGet("/api/cart", CartResponseSchema)).items);
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
 * A customer's write reads the server cart and puts it back whole (the shop API's cart is one
 * PUT): two at once from this page would each start from the cart before the other, and the
 * later one would undo the earlier. So the action's writes run one after another.
 */
let lastWrite: Promise<unknown> = Promise.resolve();

export function writeCart(change: CartWrite): Promise<CartWriteAnswer> {
  const next = lastWrite.then(async (): Promise<CartWriteAnswer> => {
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
  });
  lastWrite = next.catch(() => undefined);
  return next;
}
