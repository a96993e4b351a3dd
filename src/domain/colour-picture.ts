/**
 * Which picture shows a colour, for the product page's gallery and a cart line alike (decisions
 * 067 and 072). A module of its own: the cart's code every page loads imports no catalogue schema.
 */
import type { Product } from "./product";

/** The catalogue's picture of the colour, or null where it has none. */
export function colourPicture(product: Pick<Product, "colorImages">, colour: string): string | null {
  return product.colorImages?.find((entry) => entry.color === colour)?.url ?? null;
}
