/**
 * Order lines named in a reader's language (issue 38, decision 043). An order keeps each line's
 * name as it was bought, in English (SPEC section 7's order details know no language); a page or
 * an email in another language names a line by its product's name in that language, read from the
 * catalogue by the product's id, and keeps the name as bought, marked English, for a product that
 * is gone or has no translation.
 */
import { DEFAULT_LOCALE, type Locale } from "@domain/locale";
import type { Order } from "@domain/order";
import type { Product } from "@domain/product";

/** As many ids as one GetProductsByIds takes (shop-api/src/routes/catalogue-search.ts). */
const IDS_PER_READ = 100;

export async function linesInLocale(
  orders: Order[],
  locale: Locale,
  productsByIds: (ids: readonly number[], locale: Locale) => Promise<Product[]>,
): Promise<Order[]> {
  if (locale === DEFAULT_LOCALE) return orders;
  const ids = [
    ...new Set(
      orders.flatMap((order) => order.lines.flatMap((line) => (line.productId === null ? [] : [line.productId]))),
    ),
  ];
  const reads: Promise<Product[]>[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_READ)
    reads.push(productsByIds(ids.slice(start, start + IDS_PER_READ), locale));
  const named = new Map<number, string>();
  for (const product of (await Promise.all(reads)).flat()) {
    // A product without a translation answers in English: the name as bought says as much.
    if (product.lang === undefined) named.set(product.id, product.name);
  }
  return orders.map((order) => ({
    ...order,
    lines: order.lines.map((line) => {
      const name = line.productId === null ? undefined : named.get(line.productId);
      return name === undefined ? { ...line, lang: DEFAULT_LOCALE } : { ...line, name };
    }),
  }));
}
