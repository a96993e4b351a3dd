import { queryWords } from "@/domain/search-text";

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * The label cut into parts, the matched ones being the starts of its words that a word of the
 * query begins (the suggestions match words by prefix: "cott shi" matches "Cotton Shirt").
 */
export function highlightMatch(label: string, query: string): TextPart[] {
  const words = queryWords(query);
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const token of label.matchAll(/[\p{L}\p{N}]+/gu)) {
    const lower = token[0].toLowerCase();
    // A lower-cased letter can change length (İ); such a word is left unmarked.
    if (lower.length !== token[0].length) continue;
    const length = Math.max(0, ...words.filter((word) => lower.startsWith(word)).map((word) => word.length));
    if (length === 0) continue;
    if (token.index > plainFrom) parts.push({ text: label.slice(plainFrom, token.index), match: false });
    parts.push({ text: label.slice(token.index, token.index + length), match: true });
    plainFrom = token.index + length;
  }
  if (plainFrom < label.length) parts.push({ text: label.slice(plainFrom), match: false });
  return parts;
}
