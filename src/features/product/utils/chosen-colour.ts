import type { Product } from "@/domain/product";

/** The product page's parameter naming the chosen colour: `/product/7?colour=Navy+Blue`. */
export const COLOUR_PARAM = "colour";

/** The colour the page shows: `?colour=` when the product offers it, else its first ("" for none). */
export function chosenColour(product: Pick<Product, "colors">, params: URLSearchParams): string {
  const asked = params.get(COLOUR_PARAM);
  return asked !== null && product.colors.includes(asked) ? asked : (product.colors[0] ?? "");
}

/** The page's query with the colour chosen, its other parameters (a reviews page) kept. */
export function colourSearch(params: URLSearchParams, colour: string): string {
  const next = new URLSearchParams(params);
  next.set(COLOUR_PARAM, colour);
  return `?${next.toString()}`;
}

/** Whether two addresses of the page differ by the chosen colour alone: nothing to read again. */
export function onlyColourChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const [a, b] = [current, next].map((url) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete(COLOUR_PARAM);
    params.sort();
    return params.toString();
  });
  return a === b && current.searchParams.get(COLOUR_PARAM) !== next.searchParams.get(COLOUR_PARAM);
}
