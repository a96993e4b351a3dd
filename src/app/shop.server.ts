/**
 * The page server's one way to the backend (decision 055): the functions' own typed client,
 * reshape code and services (functions/_shared), so a page rendered on the server reads exactly
 * what GET /api/* serves and a form posted to its page writes as the JSON API does. One shop per
 * request, handed to every loader and action of that request through React Router's context by
 * the root's middleware. Server-only (`.server`): it never reaches the browser bundle.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Category } from "@domain/catalogue";
import { localeOfPath } from "@domain/locale";
import type { SessionUser } from "@domain/session";
import { ApiError } from "@/lib/api-client";
import { errorWords } from "@/lib/i18n/error-words";
import { translator } from "@/lib/i18n/translator";
import { CLIENT_ADDRESS_HEADER } from "@functions/_shared/client-window";
import { getConfig } from "@functions/_shared/config";
import { toRefusal } from "@functions/_shared/http";
import { admit, requireCustomer, type CustomerServiceContext, type ServiceContext } from "@functions/_shared/service";
import { readSession } from "@functions/_shared/session";
import { createShopApiClient, type ShopApiClient } from "@functions/_shared/shop-api-client";
import { compiledMessages } from "./messages.server";

export interface Shop {
  api: ShopApiClient;
  /**
   * The category tree, read once per request: the root loader (header, footer) and a catalogue
   * page's loader (its slugs and breadcrumbs) run for the same document request.
   */
  categories(): Promise<Category[]>;
  /**
   * Who is signed in, from the verified, unrevoked session cookie, read once per request: null
   * for nobody; it rejects (a 503 HttpError) when the revocations cannot be read, and each caller
   * says what that means for its page.
   */
  customer(): Promise<SessionUser | null>;
  /** The same, null for a guest's checkout session: the account's screens show it as signed out. */
  accountHolder(): Promise<SessionUser | null>;
  /** What a service runs with for this request. */
  service: ServiceContext;
}

const shopContext = createContext<Shop>();

/** The supplier's image host (IMAGE_HOST): the pages name its pictures through the Image CDN. */
export function imageHost(): string {
  return getConfig().imageHost;
}

export function shopFor(api: ShopApiClient, request: Request): Shop {
  let categories: Promise<Category[]> | undefined;
  let customer: Promise<SessionUser | null> | undefined;
  return {
    api,
    categories: () => (categories ??= api.getCategories()),
    customer: () => (customer ??= readSession(request)),
    accountHolder: async () => {
      const user = await (customer ??= readSession(request));
      return user?.guest ? null : user;
    },
    service: {
      req: request,
      shopApi: api,
      locale: localeOfPath(new URL(request.url).pathname),
      later: (work) => void work,
    },
  };
}

/** The root route's middleware: every loader and action below it reads the shop through shopOf. */
export const provideShop: MiddlewareFunction<Response> = ({ request, context }, next) => {
  // The client's address goes with the calls the shop API limits per address (sign-up, resets...).
  const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER);
  // The catalogue's texts in the page's language (English where the shop API has no translation).
  const locale = localeOfPath(new URL(request.url).pathname);
  context.set(shopContext, shopFor(createShopApiClient({ clientAddress, locale }), request));
  return next();
};

export function shopOf(context: Readonly<RouterContextProvider>): Shop {
  return context.get(shopContext);
}

/** A service's answer to a page: its result, or its refusal worded in the page's language. */
export type Served<T> = { ok: true; value: T } | { ok: false; error: ApiError; cookies: readonly string[] };

/**
 * Runs a service for a loader or an action, admitted as its function admits it (the site's
 * configuration, the same-origin check on a write, the session for a customer's service), so a
 * form and the JSON API keep one implementation, its limits, cookies and messages included. A
 * service that only reads says so (`writes` false): the loaders of a post's page read as a GET does.
 */
export async function serve<T>(
  context: Readonly<RouterContextProvider>,
  audience: "anyone",
  run: (ctx: ServiceContext) => Promise<T>,
  writes?: boolean,
): Promise<Served<T>>;
export async function serve<T>(
  context: Readonly<RouterContextProvider>,
  audience: "customer",
  run: (ctx: CustomerServiceContext) => Promise<T>,
  writes?: boolean,
): Promise<Served<T>>;
export async function serve<T>(
  context: Readonly<RouterContextProvider>,
  audience: "anyone" | "customer",
  run: (ctx: CustomerServiceContext) => Promise<T>,
  writes = true,
): Promise<Served<T>> {
  const { service } = shopOf(context);
  try {
    await admit(service.req, audience, writes);
    if (audience === "anyone") return { ok: true, value: await run(service as CustomerServiceContext) };
    return { ok: true, value: await run({ ...service, customer: await requireCustomer(service.req) }) };
  } catch (error) {
    const refusal = toRefusal(error);
    // The page words the refusal in its language; the JSON API answers it as it is.
    const words = translator(service.locale, compiledMessages(service.locale));
    const { status, code, message, options } = refusal;
    const retryAfter = Number(new Headers(options.headers).get("Retry-After")) || null;
    const fields =
      options.fields &&
      Object.fromEntries(
        Object.entries(options.fields).map(([name, text]) => [name, errorWords(words, { code, message: text })]),
      );
    const worded = new ApiError(status, code, errorWords(words, { code, message, retryAfter }), fields);
    return { ok: false, error: worded, cookies: options.cookies ?? [] };
  }
}

/** Response headers carrying a service's cookies (a new session, a cleared one) to the browser. */
export function cookieHeaders(cookies: readonly string[], more?: HeadersInit): Headers {
  const headers = new Headers(more);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export { productPage } from "@functions/_shared/product-page";
