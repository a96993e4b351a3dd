/**
 * The route loaders' way to the shop API: the functions' own typed client and reshape code
 * (functions/_shared), so a page rendered on the server reads exactly what GET /api/* serves.
 * One client per request, handed to every loader and action of that request through React
 * Router's context by the root's middleware. Server-only (`.server`): it never reaches the
 * browser bundle.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Category } from "@domain/catalogue";
import { localeOfPath } from "@domain/locale";
import { CLIENT_ADDRESS_HEADER } from "@functions/_shared/client-window";
import { getConfig } from "@functions/_shared/config";
import { createShopApiClient, type ShopApiClient } from "@functions/_shared/shop-api-client";

export interface Shop {
  api: ShopApiClient;
  /**
   * The category tree, read once per request: the root loader (header, footer) and a catalogue
   * page's loader (its slugs and breadcrumbs) run for the same document request.
   */
  categories(): Promise<Category[]>;
}

const shopContext = createContext<Shop>();

/** The supplier's image host (IMAGE_HOST): the pages name its pictures through the Image CDN. */
export function imageHost(): string {
  return getConfig().imageHost;
}

export function shopFor(api: ShopApiClient): Shop {
  let categories: Promise<Category[]> | undefined;
  return { api, categories: () => (categories ??= api.getCategories()) };
}

/** The root route's middleware: every loader and action below it reads the shop through shopOf. */
export const provideShop: MiddlewareFunction<Response> = ({ request, context }, next) => {
  // The client's address goes with the calls the shop API limits per address (sign-up, resets...).
  const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER);
  // The catalogue's texts in the page's language (English where the shop API has no translation).
  const locale = localeOfPath(new URL(request.url).pathname);
  context.set(shopContext, shopFor(createShopApiClient({ clientAddress, locale })));
  return next();
};

export function shopOf(context: Readonly<RouterContextProvider>): Shop {
  return context.get(shopContext);
}

export { productPage } from "@functions/_shared/product-page";
