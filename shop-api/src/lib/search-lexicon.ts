// What a shopper meant (issue 44, decision 052): the words a full-text index holds and the words
// shoppers use for the same things, read once per catalogue version, and the expansion of a
// query's words through them into the FTS5 expression the catalogue's queries match. The index
// keeps its plain tokenizer (every typed word still a prefix: "cott" finds cotton); forms,
// synonyms and corrections are alternatives added to a word, never a replacement of a word the
// catalogue holds, so a query that found something before finds the same and more. Free of Worker
// types, as catalogue-query.ts is, for the tests that build lexicons of their own.
import type { Locale } from "@domain/locale";
import { queryWords } from "@domain/product-filters";
import { stemmer } from "stemmer";

/** A word of 4+ letters may be one edit from the word meant; one of 8+, two (as Algolia's defaults). */
export const typoBudget = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** Other index words of one form, at most this many per query word (a word's forms are few). */
const MAX_FORMS = 12;
/** A synonym phrase's words, at most (the phrases are short: "chaussures de sport"). */
const MAX_PHRASE_WORDS = 3;

export interface Lexicon {
  /** Every word of the index, sorted, for "does a word start with this" by binary search. */
  readonly words: readonly string[];
  /** How many products hold each word: the more common of two corrections wins. */
  readonly docs: ReadonlyMap<string, number>;
  /** The index's words by their stem (stemOf): "dress" -> dress, dresses. */
  readonly forms: ReadonlyMap<string, readonly string[]>;
  /** The index's words by length, the candidates a correction is looked for among. */
  readonly byLength: ReadonlyMap<number, readonly string[]>;
  /** A phrase's stems (stemOf, joined by spaces) -> every phrase of its groups, each as its words. */
  readonly synonyms: ReadonlyMap<string, readonly (readonly string[])[]>;
}

/** A word as the index folds it (unicode61, remove_diacritics 2): accents off, lower case. */
export const foldWord = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The key of a word's forms: Porter's stem in English ("knitted" and "knit", "bodies" and
 * "body"); in French a plural's s or x dropped ("robes", "chapeaux"), French endings being many
 * more than a rule of a few lines would get right. Used both for the index's words and the
 * query's, so only the equivalence matters, never the stem itself.
 */
export function stemOf(word: string, locale: Locale): string {
  if (locale === "en") return stemmer(word);
  return word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
}

/** The words of a phrase as the index splits them: "t-shirt" -> t, shirt. */
const phraseWords = (phrase: string) => queryWords(phrase).map(foldWord).slice(0, MAX_PHRASE_WORDS);
const phraseKey = (words: readonly string[], locale: Locale) => words.map((word) => stemOf(word, locale)).join(" ");

export function buildLexicon(
  vocabulary: readonly { term: string; doc: number }[],
  synonymRows: readonly { grp: number; phrase: string }[],
  locale: Locale,
): Lexicon {
  const words = vocabulary.map((row) => row.term).sort();
  const docs = new Map(vocabulary.map((row) => [row.term, row.doc]));
  const forms = new Map<string, string[]>();
  const byLength = new Map<number, string[]>();
  for (const word of words) {
    const stem = stemOf(word, locale);
    forms.set(stem, [...(forms.get(stem) ?? []), word]);
    byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  }
  const groups = new Map<number, string[][]>();
  for (const row of synonymRows) {
    const phrase = phraseWords(row.phrase);
    if (phrase.length > 0) groups.set(row.grp, [...(groups.get(row.grp) ?? []), phrase]);
  }
  const synonyms = new Map<string, string[][]>();
  for (const phrases of groups.values()) {
    for (const phrase of phrases) {
      const key = phraseKey(phrase, locale);
      synonyms.set(key, [...(synonyms.get(key) ?? []), ...phrases]);
    }
  }
  return { words, docs, forms, byLength, synonyms };
}

/** Whether a word of the index starts with `prefix` (what the FTS5 term `"prefix"*` needs). */
export function holdsPrefix(lexicon: Lexicon, prefix: string): boolean {
  const { words } = lexicon;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] ?? "") < prefix) low = middle + 1;
    else high = middle;
  }
  return (words[low] ?? "").startsWith(prefix);
}

/**
 * Edits (insertion, deletion, substitution, two neighbours swapped: "sheos") from a to b, or
 * limit + 1 as soon as it must be more than limit.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * The index's word nearest to `word` within its typo budget, the commonest of the nearest, or
 * null. Candidates are narrowed by length first (a word two edits away is at most two letters
 * longer or shorter), so a correction reads a few hundred words, never the products.
 */
export function correction(lexicon: Lexicon, word: string): string | null {
  const budget = typoBudget(word);
  if (budget === 0 || /\p{N}/u.test(word)) return null;
  let best: { word: string; distance: number; docs: number } | null = null;
  for (let length = word.length - budget; length <= word.length + budget; length += 1) {
    for (const candidate of lexicon.byLength.get(length) ?? []) {
      if (/\p{N}/u.test(candidate)) continue;
      const distance = editDistance(word, candidate, budget);
      if (distance > budget) continue;
      const docs = lexicon.docs.get(candidate) ?? 0;
      if (
        best === null ||
        distance < best.distance ||
        (distance === best.distance && (docs > best.docs || (docs === best.docs && candidate < best.word)))
      ) {
        best = { word: candidate, distance, docs };
      }
    }
  }
  return best?.word ?? null;
}

/** A query as the catalogue's FTS5 queries take it, and what the shopper's words were taken for. */
export interface ExpandedQuery {
  /** The FTS5 expression (every query word required, each with its alternatives), or null for no words. */
  match: string | null;
  /** The query's words with the corrected ones replaced ("blue shirt" for "blue shrit"), or null when none was. */
  corrected: string | null;
}

const term = (words: readonly string[], prefix: boolean) => `"${words.join(" ")}"${prefix ? "*" : ""}`;
const anyOf = (terms: readonly string[]) => (terms.length === 1 ? (terms[0] ?? "") : `(${terms.join(" OR ")})`);

/**
 * The FTS5 expression of a shopper's text: each word (or a synonym phrase of up to three words)
 * required, as itself typed so far (a prefix), or as another form of it the index holds, or as a
 * synonym; a word the index holds in no way is corrected to its nearest word when `correct`.
 * Every word and phrase holds only letters and digits (queryWords), so nothing typed is ever read
 * as FTS5 syntax.
 */
export function expandQuery(lexicon: Lexicon, text: string, locale: Locale, correct: boolean): ExpandedQuery {
  const words = queryWords(text).map(foldWord);
  if (words.length === 0) return { match: null, corrected: null };
  const terms: string[] = [];
  const taken: string[] = [];
  let corrected = false;
  let index = 0;
  while (index < words.length) {
    // The longest synonym phrase starting here ("flip flops"), else the word alone.
    let length = Math.min(MAX_PHRASE_WORDS, words.length - index);
    while (length > 1 && !lexicon.synonyms.has(phraseKey(words.slice(index, index + length), locale))) length -= 1;
    const phrase = words.slice(index, index + length);
    index += length;
    let alternatives = alternativesOf(lexicon, phrase, locale);
    if (alternatives === null && correct && phrase.length === 1) {
      const nearest = correction(lexicon, phrase[0] ?? "");
      if (nearest !== null) {
        alternatives = alternativesOf(lexicon, [nearest], locale);
        if (alternatives !== null) {
          corrected = true;
          taken.push(nearest);
          terms.push(anyOf(alternatives));
          continue;
        }
      }
    }
    taken.push(phrase.join(" "));
    terms.push(alternatives === null ? term(phrase, true) : anyOf(alternatives));
  }
  // FTS5 takes no implicit AND next to a parenthesised group.
  return { match: terms.join(" AND "), corrected: corrected ? taken.join(" ") : null };
}

/** A word's (or phrase's) FTS5 alternatives, or null when the index holds none of them. */
function alternativesOf(lexicon: Lexicon, phrase: readonly string[], locale: Locale): string[] | null {
  const key = phraseKey(phrase, locale);
  const found = new Set<string>();
  const last = phrase.length - 1;
  // As typed: every word whole but the last, a prefix (the shopper may still be typing it).
  if (phrase.every((word, i) => (i === last ? holdsPrefix(lexicon, word) : lexicon.docs.has(word)))) {
    found.add(term(phrase, true));
  }
  if (phrase.length === 1) {
    // Forms the prefix above finds anyway ("dress" for "dre") are left out.
    const forms = (lexicon.forms.get(key) ?? []).filter((form) => !found.size || !form.startsWith(phrase[0] ?? ""));
    for (const form of forms.slice(0, MAX_FORMS)) found.add(term([form], false));
  }
  for (const synonym of lexicon.synonyms.get(key) ?? []) {
    if (synonym.every((word) => lexicon.docs.has(word))) found.add(term(synonym, false));
    else if (synonym.length === 1) {
      // A synonym in another form than the index's ("sneaker" for "sneakers").
      for (const form of (lexicon.forms.get(stemOf(synonym[0] ?? "", locale)) ?? []).slice(0, MAX_FORMS)) {
        found.add(term([form], false));
      }
    }
  }
  return found.size === 0 ? null : [...found];
}
