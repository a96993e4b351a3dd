/** The demo catalogue as the tests see it: every product, read once per run through the API. */
import type { Product } from "../../src/domain/product";

const catalogues = new Map<string, Promise<Product[]>>();

async function readAll(baseUrl: string): Promise<Product[]> {
  const items: Product[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${baseUrl}/api/products?pageSize=48&page=${page}`);
    if (response.status !== 200) throw new Error(`GET /api/products page ${page}: ${response.status}`);
    const body = (await response.json()) as { items: Product[]; total: number };
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

/** Every product, page by page (48 is the largest page the API serves). */
export function allProducts(baseUrl: string): Promise<Product[]> {
  let catalogue = catalogues.get(baseUrl);
  if (!catalogue) {
    catalogue = readAll(baseUrl);
    catalogues.set(baseUrl, catalogue);
  }
  return catalogue;
}
