/**
 * The cart (SPEC.md sections 3, 4, 5 and 9), one store for both kinds of shopper:
 * - a guest's cart lives in the cartItems cookie for 7 days, as compact entries
 *   [id, unit, sizeIndex, colorIndex] (the indexes point into the product's own size and colour
 *   lists, -1: none), so 100 distinct products fit in one 4 KB cookie; names, prices and stock are
 *   rehydrated from the catalogue;
 * - a customer's cart lives on the server behind /api/cart. When a customer is seen with a guest
 *   cookie (just signed in), the cookie's lines are merged in (same product adds units, clamped to
 *   the stock), the server is updated, and only then is the cookie removed.
 * Writes to the server run one after another, each from the latest state, so fast clicks on +
 * never overtake each other. Cart count = the number of distinct products.
 */
import { atom, type Getter, type Setter } from "jotai";
import { RESET } from "jotai/utils";
import * as v from "valibot";
import {
  CART_MAX_ITEMS,
  CART_UNIT_MIN,
  CartResponseSchema,
  clampUnit,
  MAXIMUM_QUANTITY_REACHED,
  mergeCartLines,
  type CartItem,
  type CartLine,
} from "@/domain/cart";
import { IdSchema } from "@/domain/ids";
import type { Product } from "@/domain/product";
import { ApiError, apiGet, apiSend } from "@/lib/api-client";
import { persistedAtom } from "@/lib/persisted-atom";
import { fetchProductsById } from "@/lib/products-by-id";
import { sessionUserAtom } from "./session";

export const CART_COOKIE = "cartItems";
export const CART_COOKIE_DAYS = 7;

/** SPEC.md section 8's texts for the cart's failures. */
export const CART_FETCH_FAILED = "Failed to fetch cart items from the API";
export const CART_SAVE_FAILED = "Error saving cart to API";
export const CART_DELETE_FAILED = "Error deleting product from API";

const ChoiceIndexSchema = v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(99));
const GuestCartEntrySchema = v.tuple([
  IdSchema,
  v.pipe(v.number(), v.integer(), v.minValue(CART_UNIT_MIN)),
  ChoiceIndexSchema,
  ChoiceIndexSchema,
]);
export type GuestCartEntry = v.InferOutput<typeof GuestCartEntrySchema>;

const GuestCartSchema = v.pipe(
  v.array(GuestCartEntrySchema),
  v.maxLength(CART_MAX_ITEMS),
  v.check((entries) => new Set(entries.map(([id]) => id)).size === entries.length, "a product appears twice"),
);

export const guestCartAtom = persistedAtom<GuestCartEntry[]>(CART_COOKIE, GuestCartSchema, [], {
  in: "cookie",
  days: CART_COOKIE_DAYS,
});

/** SPEC.md section 4's cart screen states: loading, then loaded or failed. */
export type CartView =
  { status: "loading" } | { status: "failed"; message: string } | { status: "loaded"; items: CartItem[] };

/** Catalogue data for the guest's entries, by product id. */
const guestProductsAtom = atom<{ status: "idle" | "loading" | "loaded" | "failed"; products: Map<number, Product> }>({
  status: "idle",
  products: new Map(),
});

/** The signed-in customer's server cart, tagged with whose it is. */
const customerCartAtom = atom<{ userId: number; view: CartView } | null>(null);

function guestItem(entry: GuestCartEntry, product: Product): CartItem {
  const [, unit, sizeIndex, colorIndex] = entry;
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    subcategory: product.subcategory,
    imageUrl: product.imageUrl,
    size: product.sizes[sizeIndex] ?? "",
    color: product.colors[colorIndex] ?? "",
    price: product.discountPrice,
    originalPrice: product.originalPrice,
    unit,
    stock: product.stock,
  };
}

function guestEntry(line: CartLine, product: Pick<Product, "sizes" | "colors">): GuestCartEntry {
  return [
    line.id,
    line.unit,
    line.size ? product.sizes.indexOf(line.size) : -1,
    line.color ? product.colors.indexOf(line.color) : -1,
  ];
}

/** What the cart screen shows: the guest's or the signed-in customer's cart. */
export const cartViewAtom = atom((get): CartView => {
  const user = get(sessionUserAtom);
  if (user === undefined) return { status: "loading" };
  if (user) {
    const cart = get(customerCartAtom);
    return cart && cart.userId === user.id ? cart.view : { status: "loading" };
  }
  const entries = get(guestCartAtom);
  const { status, products } = get(guestProductsAtom);
  if (entries.every(([id]) => products.has(id))) {
    return {
      status: "loaded",
      items: entries.flatMap((entry) =>
        products.has(entry[0]) ? [guestItem(entry, products.get(entry[0]) as Product)] : [],
      ),
    };
  }
  if (status === "failed") return { status: "failed", message: CART_FETCH_FAILED };
  return { status: "loading" };
});

/** SPEC.md section 4: the number of distinct products (the last known one while a cart loads). */
export const cartCountAtom = atom((get) => {
  const user = get(sessionUserAtom);
  if (!user) return get(guestCartAtom).length;
  const cart = get(customerCartAtom);
  return cart?.userId === user.id && cart.view.status === "loaded" ? cart.view.items.length : 0;
});

function linesOf(items: readonly CartItem[]): CartLine[] {
  return items.map(({ id, unit, size, color }) => ({ id, unit, size, color }));
}

function messageOf(error: unknown, fallback: string): string {
  // A stock refusal (409) names the product and what is left: more useful than the generic text.
  return error instanceof ApiError && error.status === 409 ? error.message : fallback;
}

let serverWrites: Promise<unknown> = Promise.resolve();

/** Runs server writes one at a time, in order. */
function queued<T>(work: () => Promise<T>): Promise<T> {
  const next = serverWrites.then(work, work);
  serverWrites = next.catch(() => undefined);
  return next;
}

/** Fetches the catalogue data of the guest's entries: the missing ones, or all of them on refresh. */
async function loadGuestProducts(get: Getter, set: Setter, refresh: boolean): Promise<void> {
  const entries = get(guestCartAtom);
  const known = get(guestProductsAtom).products;
  const missing = entries.map(([id]) => id).filter((id) => refresh || !known.has(id));
  if (missing.length === 0) {
    set(guestProductsAtom, { status: "loaded", products: known });
    return;
  }
  // What is already known stays on screen while fresh prices and stock arrive.
  set(guestProductsAtom, { status: "loading", products: known });
  try {
    const found = await fetchProductsById(missing);
    const products = new Map([...get(guestProductsAtom).products, ...found]);
    set(guestProductsAtom, { status: "loaded", products });
    const gone = missing.filter((id) => !found.has(id));
    if (gone.length > 0) {
      // A product the catalogue no longer sells cannot be bought; its entry would only hang there.
      console.warn(`Removed products ${gone.join(", ")} from the cart: they are no longer in the catalogue.`);
      set(
        guestCartAtom,
        get(guestCartAtom).filter(([id]) => !gone.includes(id)),
      );
    }
  } catch (error) {
    console.error(CART_FETCH_FAILED, error);
    set(guestProductsAtom, { status: "failed", products: get(guestProductsAtom).products });
  }
}

/**
 * A merge whose answer never arrived (the page was closed or reloaded mid-save) must not be
 * applied twice: the lines it saved are noted in sessionStorage first, and a server cart that
 * already equals them means the save landed, so only the cookie is left to remove.
 */
const MERGE_NOTE_KEY = "cartMergeSaved";

function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  const key = (lines: readonly CartLine[]) =>
    JSON.stringify([...lines].sort((x, y) => x.id - y.id).map((line) => [line.id, line.unit]));
  return key(a) === key(b);
}

function readMergeNote(userId: number): CartLine[] | null {
  try {
    const note = JSON.parse(window.sessionStorage.getItem(MERGE_NOTE_KEY) ?? "null") as {
      userId?: unknown;
      lines?: unknown;
    } | null;
    return note && note.userId === userId && Array.isArray(note.lines) ? (note.lines as CartLine[]) : null;
  } catch {
    return null;
  }
}

/** Adds the guest cookie's lines to the server cart; the cookie goes only once the server has them. */
async function mergeGuestCart(get: Getter, set: Setter, userId: number, server: CartItem[]): Promise<CartItem[]> {
  const entries = get(guestCartAtom);
  if (entries.length === 0) return server;
  const noted = readMergeNote(userId);
  if (noted && sameLines(linesOf(server), noted)) {
    set(guestCartAtom, RESET);
    window.sessionStorage.removeItem(MERGE_NOTE_KEY);
    return server;
  }
  const products = await fetchProductsById(entries.map(([id]) => id));
  const guestLines = entries.flatMap((entry): CartLine[] => {
    const product = products.get(entry[0]);
    return product
      ? [{ id: entry[0], unit: entry[1], size: product.sizes[entry[2]] ?? "", color: product.colors[entry[3]] ?? "" }]
      : [];
  });
  const stockById = new Map([...products].map(([id, product]) => [id, product.stock]));
  for (const item of server) stockById.set(item.id, item.stock);
  const merged = mergeCartLines(linesOf(server), guestLines, (id) => stockById.get(id));
  if (merged.dropped.length > 0)
    console.warn(`Not moved to your cart (sold out or no longer sold): products ${merged.dropped.join(", ")}.`);
  window.sessionStorage.setItem(MERGE_NOTE_KEY, JSON.stringify({ userId, lines: merged.lines }));
  const saved = await apiSend("PUT", "/api/cart", { items: merged.lines }, CartResponseSchema);
  set(guestCartAtom, RESET);
  window.sessionStorage.removeItem(MERGE_NOTE_KEY);
  return saved.items;
}

let customerLoad: { userId: number; done: Promise<void> } | null = null;

/**
 * Loads the cart of whoever is shopping: rehydrates a guest's entries, or fetches the customer's
 * server cart (merging a guest cookie into it first). Safe to call again at any time; `refresh`
 * re-reads a guest's prices and stock too (the cart screen does, on opening); `changed` says the
 * server cart changed elsewhere (a purchase's webhook took the bought lines out), so a read that
 * was already under way may be stale and another one follows it.
 */
export const loadCartAtom = atom(
  null,
  async (get, set, options: { refresh?: boolean; changed?: boolean } = {}): Promise<void> => {
    const user = get(sessionUserAtom);
    if (user === undefined) return;
    if (!user) {
      await loadGuestProducts(get, set, options.refresh === true);
      return;
    }
    // The layout and the cart screen both ask when a page opens: one request answers both.
    if (customerLoad?.userId === user.id) {
      if (!options.changed) return customerLoad.done;
      await customerLoad.done;
    }
    const current = get(customerCartAtom);
    if (!current || current.userId !== user.id || current.view.status === "failed") {
      set(customerCartAtom, { userId: user.id, view: { status: "loading" } });
    }
    const done = queued(async () => {
      let items: CartItem[];
      try {
        items = (await apiGet("/api/cart", CartResponseSchema)).items;
      } catch (error) {
        console.error(CART_FETCH_FAILED, error);
        if (get(sessionUserAtom)?.id === user.id)
          set(customerCartAtom, { userId: user.id, view: { status: "failed", message: CART_FETCH_FAILED } });
        return;
      }
      try {
        items = await mergeGuestCart(get, set, user.id, items);
      } catch (error) {
        // The cookie stays: the next load tries again, and nothing the guest chose is lost.
        console.error(CART_SAVE_FAILED, error);
      }
      if (get(sessionUserAtom)?.id === user.id)
        set(customerCartAtom, { userId: user.id, view: { status: "loaded", items } });
    });
    customerLoad = { userId: user.id, done };
    try {
      await done;
    } finally {
      customerLoad = null;
    }
  },
);

export type CartChangeResult =
  | { ok: true; outcome: "added" | "raised" | "updated" | "removed" }
  | { ok: false; reason: "max" | "out-of-stock" | "full" | "failed"; message: string };

const MAX_REACHED: CartChangeResult = { ok: false, reason: "max", message: MAXIMUM_QUANTITY_REACHED };

/** Replaces the customer's server cart with `change(lines)`; the screen shows the server's answer. */
async function saveCustomerLines(
  get: Getter,
  set: Setter,
  userId: number,
  change: (lines: CartLine[]) => CartLine[] | CartChangeResult,
  outcome: "added" | "raised" | "updated",
): Promise<CartChangeResult> {
  return queued(async () => {
    let cart = get(customerCartAtom);
    if (!cart || cart.userId !== userId || cart.view.status !== "loaded") {
      try {
        cart = { userId, view: { status: "loaded", items: (await apiGet("/api/cart", CartResponseSchema)).items } };
      } catch (error) {
        console.error(CART_FETCH_FAILED, error);
        return { ok: false, reason: "failed", message: CART_SAVE_FAILED };
      }
    }
    const items = cart.view.status === "loaded" ? cart.view.items : [];
    const next = change(linesOf(items));
    if (!Array.isArray(next)) return next;
    try {
      const saved = await apiSend("PUT", "/api/cart", { items: next }, CartResponseSchema);
      if (get(sessionUserAtom)?.id === userId)
        set(customerCartAtom, { userId, view: { status: "loaded", items: saved.items } });
      return { ok: true, outcome };
    } catch (error) {
      console.error(CART_SAVE_FAILED, error);
      return { ok: false, reason: "failed", message: messageOf(error, CART_SAVE_FAILED) };
    }
  });
}

/**
 * SPEC.md section 4: a new product starts at 1 unit, an existing one goes up by 1 while below the
 * available stock. An out-of-stock product is never added. Buy again adds an order line's `units`
 * at once, by the same rules: the line never goes above the stock.
 */
export const addToCartAtom = atom(
  null,
  async (
    get,
    set,
    input: { product: Product; size?: string; color?: string; units?: number },
  ): Promise<CartChangeResult> => {
    const { product } = input;
    if (product.stock <= 0) return { ok: false, reason: "out-of-stock", message: `${product.name} is out of stock.` };
    const size = input.size ?? "";
    const color = input.color ?? "";
    const units = input.units ?? CART_UNIT_MIN;
    const full: CartChangeResult = {
      ok: false,
      reason: "full",
      message: `Your cart is full (${CART_MAX_ITEMS} products). Remove one to add another.`,
    };
    const user = get(sessionUserAtom);
    if (user) {
      let outcome: "added" | "raised" = "added";
      return saveCustomerLines(
        get,
        set,
        user.id,
        (lines) => {
          const existing = lines.find((line) => line.id === product.id);
          if (existing) {
            if (existing.unit >= product.stock) return MAX_REACHED;
            outcome = "raised";
            const unit = clampUnit(existing.unit + units, product.stock);
            return lines.map((line) => (line.id === product.id ? { ...line, unit, size, color } : line));
          }
          if (lines.length >= CART_MAX_ITEMS) return full;
          return [...lines, { id: product.id, unit: clampUnit(units, product.stock), size, color }];
        },
        "added",
      ).then((result) => (result.ok ? { ok: true, outcome } : result));
    }
    const entries = get(guestCartAtom);
    const existing = entries.find(([id]) => id === product.id);
    const unit = clampUnit((existing?.[1] ?? 0) + units, product.stock);
    const entry = guestEntry({ id: product.id, unit, size, color }, product);
    if (existing && existing[1] >= product.stock) return MAX_REACHED;
    if (!existing && entries.length >= CART_MAX_ITEMS) return full;
    rememberProduct(get, set, product);
    set(
      guestCartAtom,
      existing ? entries.map((current) => (current[0] === product.id ? entry : current)) : [...entries, entry],
    );
    return { ok: true, outcome: existing ? "raised" : "added" };
  },
);

/** The caller already has the product: the cart need not fetch it again. */
function rememberProduct(get: Getter, set: Setter, product: Product): void {
  const state = get(guestProductsAtom);
  set(guestProductsAtom, { status: state.status, products: new Map(state.products).set(product.id, product) });
}

/** Sets one line's units, kept within 1 and the stock (SPEC.md section 4). */
export const setCartUnitAtom = atom(
  null,
  async (get, set, input: { id: number; unit: number; stock: number }): Promise<CartChangeResult> => {
    if (input.unit > input.stock) return MAX_REACHED;
    const unit = clampUnit(input.unit, input.stock);
    const user = get(sessionUserAtom);
    if (user) {
      return saveCustomerLines(
        get,
        set,
        user.id,
        (lines) => lines.map((line) => (line.id === input.id ? { ...line, unit } : line)),
        "updated",
      );
    }
    set(
      guestCartAtom,
      get(guestCartAtom).map((entry): GuestCartEntry =>
        entry[0] === input.id ? [entry[0], unit, entry[2], entry[3]] : entry,
      ),
    );
    return { ok: true, outcome: "updated" };
  },
);

/** Removes one product; for a customer only once the server confirms (SPEC.md section 4). */
export const removeFromCartAtom = atom(null, async (get, set, id: number): Promise<CartChangeResult> => {
  const user = get(sessionUserAtom);
  if (!user) {
    set(
      guestCartAtom,
      get(guestCartAtom).filter(([entryId]) => entryId !== id),
    );
    return { ok: true, outcome: "removed" };
  }
  return queued(async () => {
    try {
      const saved = await apiSend("DELETE", `/api/cart/${id}`, undefined, CartResponseSchema);
      if (get(sessionUserAtom)?.id === user.id)
        set(customerCartAtom, { userId: user.id, view: { status: "loaded", items: saved.items } });
      return { ok: true, outcome: "removed" } as const;
    } catch (error) {
      console.error(CART_DELETE_FAILED, error);
      return { ok: false, reason: "failed", message: CART_DELETE_FAILED } as const;
    }
  });
});
