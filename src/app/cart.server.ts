/**
 * /addcart's server side, for a browser without script (decision 026): the loader reads the cart
 * for the page the server renders, and the action takes the add, quantity and remove forms. A
 * guest's cart is the cartItems cookie, read and set in the browser's own encoding
 * (src/domain/guest-cart.ts); a customer's goes through the services the JSON API serves
 * (functions/_shared/cart.ts). With script the route's clientLoader and clientAction
 * do all of it in the browser. Server-only.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { clampUnit, MAXIMUM_QUANTITY_REACHED, type CartItem } from "@/domain/cart";
import { addCartLine, CartAddBodySchema, CartUnitBodySchema, type CartChangeResult } from "@/domain/cart-write";
import {
  CART_COOKIE,
  guestCartSetCookie,
  guestEntry,
  guestItem,
  parseGuestCartCookie,
  type GuestCartEntry,
} from "@/domain/guest-cart";
import { parseIdText } from "@/domain/ids";
import { localeOfPath, localizedPath } from "@domain/locale";
import {
  CART_DELETE_FAILED,
  CART_FETCH_FAILED,
  CART_ROUTE,
  CART_SAVE_FAILED,
  type CartLinesData,
} from "@/lib/cart-lines";
import { readFormData } from "@/lib/form/posted-form";
import { addCartLines, removeCartLine, setCartUnit } from "@functions/_shared/cart";
import { validate } from "@functions/_shared/http";
import { readCookie } from "@functions/_shared/session";
import { serve, shopOf, type Shop } from "./shop.server";

/** What the cart's page shows after a refused change: SPEC.md's text. */
export interface CartFormRefusal {
  message: string;
}

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

/** The cart's forms: add (a product page's button), a line's units (plus, minus), remove. */
type CartForm =
  | { intent: "add"; id: number; size: string; color: string }
  | { intent: "set"; id: number; unit: number }
  | { intent: "remove"; id: number };

function readCartForm(form: FormData): CartForm | null {
  const id = parseIdText(String(form.get("id") ?? ""));
  if (id === null) return null;
  const intent = form.get("intent");
  if (intent === "add")
    return { intent, id, size: String(form.get("size") ?? ""), color: String(form.get("color") ?? "") };
  if (intent === "remove") return { intent, id };
  const unit = Number(form.get("unit"));
  return Number.isInteger(unit) && unit >= 1 ? { intent: "set", id, unit } : null;
}

function refused(message: string, status = 409) {
  return data<CartFormRefusal>({ message }, { status });
}

/** After a change the cart's page is shown afresh (a reload does not send the form again). */
function backToCart(request: Request, cookies: readonly string[] = []) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(localizedPath(localeOfPath(new URL(request.url).pathname), CART_ROUTE), { headers });
}

function outcome(request: Request, result: CartChangeResult | undefined, cookies?: readonly string[]) {
  if (!result) return refused(CART_SAVE_FAILED, 502);
  return result.ok ? backToCart(request, cookies) : refused(result.message);
}

async function customerChange({ request, context }: ActionFunctionArgs, change: CartForm) {
  if (change.intent === "add") {
    const { id, size, color } = change;
    // Checked as the JSON API checks its body: a form's size or colour is the shopper's text.
    const answer = await serve(context, "customer", (ctx) =>
      addCartLines(ctx, validate(CartAddBodySchema, { lines: [{ id, size, color, units: 1 }] }).lines),
    );
    return answer.ok ? outcome(request, answer.value.results[0]) : refused(answer.error.message, answer.error.status);
  }
  const answer = await serve(context, "customer", (ctx) =>
    change.intent === "set"
      ? setCartUnit(ctx, change.id, validate(CartUnitBodySchema, { unit: change.unit }).unit)
      : removeCartLine(ctx, change.id),
  );
  if (!answer.ok) {
    return refused(change.intent === "remove" ? CART_DELETE_FAILED : answer.error.message, answer.error.status);
  }
  // The service keeps the units within the stock: fewer than asked means the bound was reached.
  const saved = answer.value.find((item) => item.id === change.id);
  if (change.intent === "set" && saved && saved.unit < change.unit) return refused(MAXIMUM_QUANTITY_REACHED);
  return backToCart(request);
}

async function guestChange(request: Request, shop: Shop, change: CartForm) {
  const entries = parseGuestCartCookie(readCookie(request, CART_COOKIE));
  const secure = new URL(request.url).protocol === "https:";
  if (change.intent === "remove") {
    return backToCart(request, [
      guestCartSetCookie(
        entries.filter(([id]) => id !== change.id),
        secure,
      ),
    ]);
  }
  const product = await shop.api.getProduct(change.id);
  if (change.intent === "set") {
    if (!product || !entries.some(([id]) => id === change.id)) return refused(CART_SAVE_FAILED, 404);
    if (change.unit > product.stock) return refused(MAXIMUM_QUANTITY_REACHED);
    const unit = clampUnit(change.unit, product.stock);
    const next = entries.map((entry): GuestCartEntry =>
      entry[0] === change.id ? [entry[0], unit, entry[2], entry[3]] : entry,
    );
    return backToCart(request, [guestCartSetCookie(next, secure)]);
  }
  const lines = entries.map(([id, unit]) => ({ id, unit, size: "", color: "" }));
  const result = addCartLine(lines, { ...change, units: 1 }, product ?? undefined);
  if (!result.ok || !product) return outcome(request, result);
  const next = lines.map((line, index): GuestCartEntry => {
    const kept = entries[index];
    return line.id === change.id || !kept ? guestEntry(line, product) : kept;
  });
  return outcome(request, result, [guestCartSetCookie(next, secure)]);
}

export async function cartAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const change = readCartForm(await readFormData(request));
  if (!change) return refused(CART_SAVE_FAILED, 400);
  const shop = shopOf(context);
  const user = await shop.customer().catch(() => null);
  try {
    return user ? await customerChange(args, change) : await guestChange(request, shop, change);
  } catch (error) {
    console.error(CART_SAVE_FAILED, error);
    return refused(CART_SAVE_FAILED, 502);
  }
}
