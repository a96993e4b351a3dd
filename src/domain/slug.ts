/**
 * URL slug of a display name: lower case, ASCII letters and digits, words joined by "-".
 * "Home and Living" -> "home-and-living", "T-Shirts & Tops" -> "t-shirts-tops".
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
