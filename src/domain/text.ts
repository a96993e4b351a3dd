/**
 * SPEC.md section 9: product names in toasts are shortened to 4 words (3 in carousels) with an
 * ellipsis. Names that already fit are returned as they are.
 */
export const TOAST_NAME_WORDS = 4;
export const CAROUSEL_NAME_WORDS = 3;

export function shortenWords(text: string, maxWords: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(" ");
  return `${words.slice(0, maxWords).join(" ")}...`;
}
