import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { Product } from "@/domain/product";
import { fetchProductsById } from "@/lib/products-by-id";
import { forgetViewedAtom } from "@/features/recently-viewed/stores/recently-viewed";

export type RecentlyViewedProducts =
  { status: "loading" } | { status: "failed" } | { status: "loaded"; products: Product[] };

/**
 * The listed products as the catalogue has them now (GET /api/products?ids=), in the list's order:
 * read afresh each time the carousel is shown, so a sold-out product says so. Products the
 * catalogue no longer returns were withdrawn: they leave the list. While the carousel stays on
 * screen (product page to product page), only ids not asked about yet are fetched.
 */
export function useRecentlyViewedProducts(ids: readonly number[]): {
  state: RecentlyViewedProducts;
  retry: () => void;
} {
  const forget = useSetAtom(forgetViewedAtom);
  const [known, setKnown] = useState<ReadonlyMap<number, Product>>(new Map());
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const missing = ids.filter((id) => !known.has(id));
  const missingKey = missing.join(",");

  useEffect(() => {
    if (missingKey === "") return;
    let current = true;
    const wanted = missingKey.split(",").map(Number);
    fetchProductsById(wanted).then(
      (found) => {
        if (!current) return;
        setKnown((previous) => new Map([...previous, ...found]));
        forget(wanted.filter((id) => !found.has(id)));
      },
      (error: unknown) => {
        if (!current) return;
        console.error("Error fetching recently viewed products", error);
        setFailedKey(`${attempt}:${missingKey}`);
      },
    );
    return () => {
      current = false;
    };
  }, [missingKey, attempt, forget]);

  const retry = () => setAttempt((value) => value + 1);
  if (missing.length > 0)
    return { state: failedKey === `${attempt}:${missingKey}` ? { status: "failed" } : { status: "loading" }, retry };
  return { state: { status: "loaded", products: ids.flatMap((id) => known.get(id) ?? []) }, retry };
}
