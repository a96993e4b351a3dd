import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { Product } from "@/domain/product";
import { fetchProductsById } from "@/lib/products-by-id";
import { forgetViewedAtom } from "@/features/recently-viewed/stores/recently-viewed";

/**
 * The listed products as the catalogue has them now (GET /api/products?ids=), in the list's order:
 * read afresh each time the carousel is shown, so a sold-out product says so. Products the
 * catalogue no longer returns were withdrawn: they leave the list. A row of the home and product
 * pages, which the server renders once for everyone, so not a route loader's read (decision 025).
 */
export function useRecentlyViewedProducts(ids: readonly number[]) {
  return useProductsById(ids, "recently viewed products", useSetAtom(forgetViewedAtom));
}

type ProductsById =
  { status: "loading" } | { status: "error" } | { status: "loaded"; products: Product[]; gone: number[] };

interface Known {
  products: Map<number, Product>;
  /** Ids the catalogue answered without: the product has left it. */
  gone: Set<number>;
}

/**
 * The catalogue's products for the ids the browser keeps, in the list's order. Only ids not asked about yet are fetched, so removing one filters what is in
 * hand instead of reloading the grid. `onGone` (a stable function) hears of ids the catalogue no
 * longer has; they are left out of `products` and listed in `gone`.
 */
function useProductsById(
  ids: readonly number[],
  what: string,
  onGone: (ids: number[]) => void,
): { state: ProductsById; retry: () => void } {
  const [known, setKnown] = useState<Known>({ products: new Map(), gone: new Set() });
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const missing = ids.filter((id) => !known.products.has(id) && !known.gone.has(id));
  const missingKey = missing.join(",");

  useEffect(() => {
    if (missingKey === "") return;
    let current = true;
    const wanted = missingKey.split(",").map(Number);
    fetchProductsById(wanted).then(
      (found) => {
        if (!current) return;
        const gone = wanted.filter((id) => !found.has(id));
        setKnown((previous) => ({
          products: new Map([...previous.products, ...found]),
          gone: new Set([...previous.gone, ...gone]),
        }));
        if (gone.length > 0) onGone(gone);
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`Error fetching ${what}`, error);
        setFailedKey(`${attempt}:${missingKey}`);
      },
    );
    return () => {
      current = false;
    };
  }, [missingKey, attempt, what, onGone]);

  const retry = () => setAttempt((value) => value + 1);
  if (missing.length > 0)
    return { state: failedKey === `${attempt}:${missingKey}` ? { status: "error" } : { status: "loading" }, retry };
  const products = ids.flatMap((id) => {
    const product = known.products.get(id);
    return product ? [product] : [];
  });
  return { state: { status: "loaded", products, gone: ids.filter((id) => known.gone.has(id)) }, retry };
}
