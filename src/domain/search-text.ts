/**
 * The search's text rules, apart from the product schemas (product.ts) and the catalogue's filters
 * (product-filters.ts): the header's search box, in every page's frame, needs them and none of those.
 */
export const SEARCH_MAX_LENGTH = 100;

/**
 * A shopper's search text as the search and its suggestions take it: trimmed, lone surrogates as
 * U+FFFD (as a URL carries them; encodeURIComponent throws on them), and cut to its first
 * SEARCH_MAX_LENGTH UTF-16 units, never half a pair: whatever is typed or pasted is searched.
 */
export function searchText(raw: string): string {
  const text = raw.replace(/\p{Cs}/gu, "\uFFFD").trim();
  if (text.length <= SEARCH_MAX_LENGTH) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(SEARCH_MAX_LENGTH - 1)) ? SEARCH_MAX_LENGTH - 1 : SEARCH_MAX_LENGTH;
  return text.slice(0, end).trimEnd();
}

/** Most words of a text query that count (as in the shop API). */
export const MAX_QUERY_WORDS = 8;
/**
 * A query word longer than this many UTF-8 bytes is cut to its start: 32 Latin letters, 16
 * Cyrillic or Greek, 10 Devanagari, Thai, CJK or Hangul. Bytes, not characters, because the
 * database's limits are bytes: D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern
 * too complex", measured on local D1), and the shop API's suggestions wrap each word in one.
 * Every word is matched as a prefix, so a cut word still finds what the whole word would.
 */
export const MAX_WORD_BYTES = 32;

/** The longest start of `word` of at most `maxBytes` UTF-8 bytes, never half a code point. */
function cutToBytes(word: string, maxBytes: number): string {
  // No UTF-16 unit takes more than 3 bytes (a pair, two units, takes 4).
  if (word.length * 3 <= maxBytes) return word;
  let bytes = 0;
  let end = 0;
  for (const char of word) {
    const point = char.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    if (bytes > maxBytes) break;
    end += char.length;
  }
  return word.slice(0, end);
}

/**
 * The words of a text query: runs of letters and digits, lower-cased, each at most
 * MAX_WORD_BYTES, at most 8. The one rule for the shop API's FTS terms and LIKE patterns, the
 * functions' fallback search and the search box's highlight.
 */
export function queryWords(text: string): string[] {
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => cutToBytes(word, MAX_WORD_BYTES)))].slice(0, MAX_QUERY_WORDS);
}
