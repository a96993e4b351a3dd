/**
 * Supplier image URLs. The shop API serves product images under `products/{file}` and the
 * reseller logo under `ResellerLogo/{file}` on the image host (SPEC.md sections 2 and 3), and the
 * shop's own art (home banners, brand logos, the link-preview card) under `home/{file}`.
 * An empty file name means "no image": callers show a placeholder.
 */
function joinHostPath(imageHost: string, folder: string, file: string): string | null {
  const name = file.trim();
  if (name === "") return null;
  const host = imageHost.replace(/\/+$/, "");
  const path = name.split("/").filter(Boolean).map(encodeURIComponent).join("/");
  return `${host}/${folder}/${path}`;
}

export function productImageUrl(imageHost: string, file: string): string | null {
  return joinHostPath(imageHost, "products", file);
}

export function resellerLogoUrl(imageHost: string, file: string): string | null {
  return joinHostPath(imageHost, "ResellerLogo", file);
}

export function shopArtUrl(imageHost: string, file: string): string | null {
  return joinHostPath(imageHost, "home", file);
}

/** The shop's link-preview card, 1,200 x 630: og:image of every page without a picture of its own. */
export const SHOP_CARD_FILE = "social.jpg";
