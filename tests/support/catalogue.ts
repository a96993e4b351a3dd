/**
 * The demo catalogue as the tests see it, read through the storefront's API so that expected
 * names, prices and counts follow the seed. The whole product list is read once per spec file.
 */
import { CategoriesResponseSchema, type Category } from "@/domain/catalogue";
import {
  HeaderGroupsResponseSchema,
  PRODUCTS_MAX_PAGE_SIZE,
  ProductResponseSchema,
  ProductsPageSchema,
  type HeaderGroup,
  type Product,
  type ProductsPage,
} from "@/domain/product";
import { getJson } from "./api";

/** One page of GET /api/products, for a query such as "subcat=3&page=2". */
export function productsPage(baseUrl: string, query: string): Promise<ProductsPage> {
  return getJson(baseUrl, `/api/products?${query}`, ProductsPageSchema);
}

const catalogues = new Map<string, Promise<Product[]>>();

async function readAll(baseUrl: string): Promise<Product[]> {
  const items: Product[] = [];
  for (let page = 1; ; page++) {
    const body = await productsPage(baseUrl, `pageSize=${PRODUCTS_MAX_PAGE_SIZE}&page=${page}`);
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

/**
 * Every product, in the API's order, page by page (48 is the largest page the API serves), as it
 * was when the spec file first asked: its stock changes as specs order, restock and sell out.
 */
export function allProducts(baseUrl: string): Promise<Product[]> {
  let catalogue = catalogues.get(baseUrl);
  if (!catalogue) {
    catalogue = readAll(baseUrl);
    catalogues.set(baseUrl, catalogue);
  }
  return catalogue;
}

/**
 * Forgets the product list read so far. A worker runs many spec files with the same modules
 * (vite.config.ts: isolate false), and a list read by one file is stale for the next: the stock
 * of the products an earlier file bought or restocked.
 */
export function forgetCatalogue(): void {
  catalogues.clear();
}

/** GET /api/products/{id}: the product a product page shows, in English or, asked, French. */
export async function productById(baseUrl: string, id: number, locale: "en" | "fr" = "en"): Promise<Product> {
  const query = locale === "en" ? "" : `?locale=${locale}`;
  return (await getJson(baseUrl, `/api/products/${id}${query}`, ProductResponseSchema)).product;
}

/** The first product that passes `test`; a seed without one fails the test, naming `what`. */
export function pickProduct(products: readonly Product[], test: (product: Product) => boolean, what: string): Product {
  const found = products.find(test);
  if (!found) throw new Error(`the seed has no ${what}`);
  return found;
}

/** The menu groups with their subcategories, as GET /api/categories lists them (in English or French). */
export async function categories(baseUrl: string, locale: "en" | "fr" = "en"): Promise<Category[]> {
  const query = locale === "en" ? "" : `?locale=${locale}`;
  return (await getJson(baseUrl, `/api/categories${query}`, CategoriesResponseSchema)).categories;
}

/** The home page's header groups (Trending Now, Deals of the Day, ...) with their products. */
export async function headerGroups(baseUrl: string): Promise<HeaderGroup[]> {
  return (await getJson(baseUrl, "/api/header-groups", HeaderGroupsResponseSchema)).groups;
}
