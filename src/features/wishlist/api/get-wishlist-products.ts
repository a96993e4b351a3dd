import { useEffect, useState } from "react";
import type { Product } from "@/domain/product";
import { fetchProductsById } from "@/lib/products-by-id";

export type WishlistProducts =
  { status: "loading" } | { status: "failed" } | { status: "loaded"; products: Product[]; gone: number[] };

interface Known {
  products: Map<number, Product>;
  /** Ids the catalogue answered without: the product has left it. */
  gone: Set<number>;
}

/**
 * The wishlist's products from the catalogue (a wishlist holds only ids), in the list's order,
 * newest first. Only ids not asked about yet are fetched: removing an item filters what is in hand
 * instead of reloading the whole grid. Ids the catalogue no longer has are left out.
 */
export function useWishlistProducts(ids: readonly number[]): { state: WishlistProducts; retry: () => void } {
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
        // Not an error for the shopper: a product they saved was withdrawn from sale.
        if (gone.length > 0) console.warn(`Wishlist products ${gone.join(", ")} are no longer in the catalogue.`);
        setKnown((previous) => ({
          products: new Map([...previous.products, ...found]),
          gone: new Set([...previous.gone, ...gone]),
        }));
      },
      (error: unknown) => {
        if (!current) return;
        console.error("Error fetching wishlist products", error);
        setFailedKey(`${attempt}:${missingKey}`);
      },
    );
    return () => {
      current = false;
    };
  }, [missingKey, attempt]);

  const retry = () => setAttempt((value) => value + 1);
  if (missing.length > 0)
    return { state: failedKey === `${attempt}:${missingKey}` ? { status: "failed" } : { status: "loading" }, retry };
  const products = ids.flatMap((id) => {
    const product = known.products.get(id);
    return product ? [product] : [];
  });
  return { state: { status: "loaded", products, gone: ids.filter((id) => known.gone.has(id)) }, retry };
}
