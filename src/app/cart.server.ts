/**
 * /addcart's server side (decision 026): the loader reads the cart for the page the server renders
 * (and for a browser without script, which never runs the route's clientLoader), and the action is
 * the cart's one write (decision 068), from a screen's fetcher or a browser's form alike. A guest's
 * cart is the cartItems cookie, read and set in the browser's own encoding
 * (src/domain/guest-cart.ts); a customer's goes through the services the JSON API serves
 * (functions/_shared/cart.ts). Server-only.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { clampUnit, type CartItem } from "@/domain/cart";
import {
  addCartLine,
  CART_FIELDS,
  cartFormValues,
  CartFormSchema,
  MAX_REACHED,
  type CartChangeResult,
  type CartWrite,
} from "@/domain/cart-write";
import {
  CART_COOKIE,
  guestCartSetCookie,
  guestEntry,
  guestItem,
  parseGuestCartCookie,
  type GuestCartEntry,
} from "@/domain/guest-cart";
import { localeOfPath, localizedPath } from "@domain/locale";
import {
  CART_DELETE_FAILED,
  CART_FETCH_FAILED,
  CART_ROUTE,
  CART_SAVE_FAILED,
  type CartLinesData,
  type CartWriteAnswer,
} from "@/lib/cart-lines";
import { checkForm } from "@/lib/form-check";
import { postedValues } from "@/lib/form/form-reply";
import { isDocumentPost, readFormData } from "@/lib/form/posted-form";
import { addCartLines, removeCartLine, setCartUnit } from "@functions/_shared/cart";
import { readCookie } from "@functions/_shared/session";
import { cookieHeaders, serve, shopOf, type Shop } from "./shop.server";

async function guestLines(shop: Shop, entries: readonly GuestCartEntry[]): Promise<CartItem[]> {
  if (entries.length === 0) return [];
  const products = new Map((await shop.api.getProductsByIds(entries.map(([id]) => id))).map((p) => [p.id, p]));
  return entries.flatMap((entry) => {
    const product = products.get(entry[0]);
    return product ? [guestItem(entry, product)] : [];
  });
}

/**
 * The cart as the server reads it, for the page a browser without script gets: with script the
 * page shows its loading state until the route's clientLoader has read the cart in the browser.
 */
export interface ServerCart {
  withoutScript: CartLinesData;
}

export async function cartLoader(args: LoaderFunctionArgs): Promise<ServerCart> {
  return { withoutScript: await readCart(args) };
}

async function readCart({ request, context }: LoaderFunctionArgs): Promise<CartLinesData> {
  const shop = shopOf(context);
  // A session that cannot be checked now shows the cookie's cart, as for a guest.
  const user = await shop.customer().catch(() => null);
  try {
    const items = user
      ? await shop.api.getCart(user.id)
      : await guestLines(shop, parseGuestCartCookie(readCookie(request, CART_COOKIE)));
    return { shopper: user?.id ?? null, view: { status: "loaded", items } };
  } catch (error) {
    console.error(CART_FETCH_FAILED, error);
    return { shopper: user?.id ?? null, view: { status: "failed", message: CART_FETCH_FAILED } };
  }
}

/** One failure for the change asked: nothing was written. */
const failed = (message: string): CartChangeResult[] => [{ ok: false, reason: "failed", message }];

/**
 * The fetcher's answer; for a browser without script, the cart's page afresh after a change (a
 * reload does not send the form again), or the page with the refusal (decision 057).
 */
function answer(request: Request, results: CartChangeResult[], status = 200, cookies: readonly string[] = []) {
  const headers = cookieHeaders(cookies);
  if (isDocumentPost(request) && status < 400 && results.every((result) => result.ok)) {
    return redirect(localizedPath(localeOfPath(new URL(request.url).pathname), CART_ROUTE), { headers });
  }
  return data<CartWriteAnswer>({ results }, { status, headers });
}

/**
 * The answer to one result. A refusal (at the stock, sold out, the cart full) is the answer a
 * fetcher's control words, not a failed request: a 409 only for the page a browser without script
 * gets.
 */
const resultAnswer = (request: Request, result: CartChangeResult, cookies: readonly string[] = []) =>
  answer(request, [result], result.ok || !isDocumentPost(request) ? 200 : 409, cookies);

async function customerChange(request: Request, context: ActionFunctionArgs["context"], change: CartWrite) {
  if (change.intent === "add") {
    const { id, size, color } = change;
    const added = await serve(context, "customer", (ctx) => addCartLines(ctx, [{ id, size, color, units: 1 }]));
    if (!added.ok) return answer(request, failed(added.error.message), added.error.status, added.cookies);
    return resultAnswer(request, added.value.results[0] ?? failed(CART_SAVE_FAILED)[0]!);
  }
  const saved = await serve(context, "customer", (ctx) =>
    change.intent === "set" ? setCartUnit(ctx, change.id, change.unit) : removeCartLine(ctx, change.id),
  );
  if (!saved.ok) {
    const message = change.intent === "remove" ? CART_DELETE_FAILED : saved.error.message;
    return answer(request, failed(message), saved.error.status, saved.cookies);
  }
  if (change.intent === "remove") return resultAnswer(request, { ok: true, outcome: "removed" });
  // The service keeps the units within the stock: fewer than asked means the bound was reached.
  const line = saved.value.find((item) => item.id === change.id);
  return resultAnswer(request, line && line.unit < change.unit ? MAX_REACHED : { ok: true, outcome: "updated" });
}

/** A guest's cart is the cookie the request carries; the answer sets the changed one. */
async function guestChange(request: Request, shop: Shop, change: CartWrite) {
  const entries = parseGuestCartCookie(readCookie(request, CART_COOKIE));
  const secure = new URL(request.url).protocol === "https:";
  const saved = (next: readonly GuestCartEntry[], result: CartChangeResult) =>
    resultAnswer(request, result, [guestCartSetCookie(next, secure)]);
  if (change.intent === "remove") {
    return saved(
      entries.filter(([id]) => id !== change.id),
      { ok: true, outcome: "removed" },
    );
  }
  const product = await shop.api.getProduct(change.id);
  if (change.intent === "set") {
    if (!product || !entries.some(([id]) => id === change.id)) return answer(request, failed(CART_SAVE_FAILED), 404);
    if (change.unit > product.stock) return resultAnswer(request, MAX_REACHED);
    const unit = clampUnit(change.unit, product.stock);
    const next = entries.map((entry): GuestCartEntry =>
      entry[0] === change.id ? [entry[0], unit, entry[2], entry[3]] : entry,
    );
    return saved(next, { ok: true, outcome: "updated" });
  }
  const lines = entries.map(([id, unit]) => ({ id, unit, size: "", color: "" }));
  const result = addCartLine(lines, { ...change, units: 1 }, product ?? undefined);
  if (!result.ok || !product) return resultAnswer(request, result);
  const next = lines.map((line, index): GuestCartEntry => {
    const kept = entries[index];
    return line.id === change.id || !kept ? guestEntry(line, product) : kept;
  });
  return saved(next, result);
}

/**
 * The cart's one write (SPEC.md section 4): add, a line's units, remove, posted by a screen's
 * fetcher or a browser's form; a customer's through the cart's services, a guest's on the cookie.
 */
export async function cartAction({ request, context }: ActionFunctionArgs) {
  const posted = checkForm(
    CartFormSchema,
    cartFormValues(postedValues(await readFormData(request), CART_FIELDS)),
    CART_FIELDS,
  );
  if (!posted.ok)
    return data<CartWriteAnswer>({ results: failed(CART_SAVE_FAILED), errors: posted.errors }, { status: 400 });
  const change = posted.output;
  const shop = shopOf(context);
  const user = await shop.customer().catch(() => null);
  try {
    if (user) return await customerChange(request, context, change);
    // Through serve() for its checks of a write (the request's origin) before the cookie changes.
    const guest = await serve(context, "anyone", () => guestChange(request, shop, change));
    return guest.ok ? guest.value : answer(request, failed(guest.error.message), guest.error.status, guest.cookies);
  } catch (error) {
    console.error(CART_SAVE_FAILED, error);
    return answer(request, failed(CART_SAVE_FAILED), 502);
  }
}
