// Catalogue query extensions (issue 14; shop-api/README.md, Extensions): one page of products
// with its total and facets, products by ids, and search suggestions, all computed in SQL.
import { paiseFromRupees } from "@domain/money";
import { queryWords } from "@domain/product-filters";
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { VERSION_SQL, VersionedCache, versionOf } from "../lib/catalogue-cache";
import { catalogueLocale } from "../lib/catalogue-locale";
import { ftsRank, pageStatements, SORTS, wordStartPattern, type ProductFilters } from "../lib/catalogue-query";
import { badRequest, notFound, readBody } from "../lib/http";
import { ftsTable } from "../lib/product-select";
import {
  buildLexicon,
  editDistance,
  expandQuery,
  typoBudget,
  type ExpandedQuery,
  type Lexicon,
} from "../lib/search-lexicon";
import { productSelect, toProduct, type ProductRow } from "../lib/products";
import type { Locale } from "@domain/locale";
import { Amount, Id, WholeNumber } from "../lib/schemas";

export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 1_000_000;
export const MAX_IDS = 100;
export const MAX_VALUES = 50;
export const MAX_QUERY_LENGTH = 200;
export const MAX_SUGGESTIONS = 8;
/** Subcategories lead the suggestions, at most this many; products fill the rest. */
const MAX_SUBCATEGORY_SUGGESTIONS = 3;

/** The shopper's text; null or missing is no text. Too long is a 400, not a silent cut. */
const Query = v.pipe(
  v.optional(v.nullable(v.string("q must be a string.")), ""),
  v.transform((text) => text ?? ""),
  v.maxLength(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters.`),
  v.trim(),
);

const ValueList = (label: string) =>
  v.optional(
    v.pipe(
      v.array(
        v.pipe(v.string(`${label} must hold strings.`), v.maxLength(40, `${label} values are at most 40 characters.`)),
        `${label} must be a list of strings.`,
      ),
      v.maxLength(MAX_VALUES, `${label} may list at most ${MAX_VALUES} values.`),
    ),
    [],
  );

const PageBody = v.object(
  {
    cat_id: v.optional(v.nullable(Id("cat_id")), null),
    subcat_id: v.optional(v.nullable(Id("subcat_id")), null),
    min_amt: v.optional(v.nullable(Amount("min_amt")), null),
    max_amt: v.optional(v.nullable(Amount("max_amt")), null),
    sizes: ValueList("sizes"),
    colors: ValueList("colors"),
    in_stock: v.optional(v.boolean("in_stock must be true or false."), false),
    min_rating: v.optional(
      v.nullable(
        v.pipe(
          v.number("min_rating must be a number from 0 to 5."),
          v.minValue(0, "min_rating must be a number from 0 to 5."),
          v.maxValue(5, "min_rating must be a number from 0 to 5."),
        ),
      ),
      null,
    ),
    q: Query,
    // "Search instead for shrit": the words as typed, none corrected (forms and synonyms still apply).
    exact: v.optional(v.boolean("exact must be true or false."), false),
    sort: v.optional(v.picklist(SORTS, `sort must be one of ${SORTS.join(", ")}.`), "relevance"),
    page: v.optional(WholeNumber("page", 1, MAX_PAGE), 1),
    page_size: v.optional(WholeNumber("page_size", 1, MAX_PAGE_SIZE), 12),
    locale: v.optional(v.unknown()),
  },
  "The request body must be a JSON object.",
);

const IdsBody = v.object(
  {
    ids: v.pipe(
      v.array(Id("ids[]"), "ids must be a list of product ids."),
      v.maxLength(MAX_IDS, `ids may list at most ${MAX_IDS} products.`),
    ),
    locale: v.optional(v.unknown()),
  },
  "The request body must be a JSON object.",
);

const SuggestBody = v.object({ q: Query, locale: v.optional(v.unknown()) }, "The request body must be a JSON object.");

interface FacetRow {
  value: string;
  count: number;
}
/** The summary statement's row (catalogue-query.ts): prices in paise, facets as JSON text. */
interface SummaryRow {
  total: number;
  in_stock: number;
  price_min: number | null;
  price_max: number | null;
  sizes: string;
  colors: string;
}

const rupees = (paise: number | null | undefined) => (paise === null || paise === undefined ? null : paise / 100);

/** A page query's total and facets, as answered. */
interface Summary {
  total: number;
  facets: {
    sizes: FacetRow[];
    colors: FacetRow[];
    in_stock: number;
    price_min: number | null;
    price_max: number | null;
  };
}

const toSummary = (row: SummaryRow | undefined): Summary => ({
  total: row?.total ?? 0,
  facets: {
    sizes: JSON.parse(row?.sizes ?? "[]") as FacetRow[],
    colors: JSON.parse(row?.colors ?? "[]") as FacetRow[],
    in_stock: row?.in_stock ?? 0,
    price_min: rupees(row?.price_min),
    price_max: rupees(row?.price_max),
  },
});

/** Kept per filter set and catalogue version (lib/catalogue-cache.ts); each a few KB at most. */
const summaries = new VersionedCache<Summary>(500);
const suggestions = new VersionedCache<Suggestion[]>(500);
/** A text-ranked page's product ids, per filter set, page and page size. */
const rankedPages = new VersionedCache<number[]>(500);

/** The products of `ids`, in no particular order (see inOrder). */
const productsById = (db: D1Database, ids: readonly number[], locale: Locale) =>
  db.prepare(`${productSelect(locale)} WHERE p.id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(ids));

/** `rows` in the order of `ids`, without the ids no row has (unknown products). */
function inOrder(rows: readonly ProductRow[], ids: readonly number[]): ProductRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const catalogueSearch = new Hono<AppEnv>();

// A deployment may switch the extensions off (env.ts): they then answer like a section-7-only API.
catalogueSearch.use("*", async (c, next) => {
  if (c.env.CATALOGUE_EXTENSIONS === "off") throw notFound("Not found");
  return next();
});

/** Lexicons per language and catalogue version (a few thousand words each). */
const lexicons = new VersionedCache<Lexicon>(4);

/**
 * The lexicon of a language's index as of now: kept while the catalogue version (one row's read)
 * says nothing changed, else read again (the index's vocabulary and the synonyms, one batch).
 */
async function currentLexicon(db: D1Database, locale: Locale, caching: boolean): Promise<Lexicon> {
  const kept = caching ? lexicons.get(locale) : undefined;
  if (kept !== undefined && versionOf(await db.prepare(VERSION_SQL).first()) === kept.version) return kept.value;
  const [version, vocabulary, synonymRows] = await db.batch([
    db.prepare(VERSION_SQL),
    db.prepare(`SELECT term, doc FROM ${ftsTable(locale)}_vocab`),
    db.prepare("SELECT grp, phrase FROM search_synonyms WHERE locale = ?").bind(locale),
  ]);
  const lexicon = buildLexicon(
    (vocabulary?.results ?? []) as { term: string; doc: number }[],
    (synonymRows?.results ?? []) as { grp: number; phrase: string }[],
    locale,
  );
  if (caching) lexicons.set(locale, versionOf(version?.results[0]), lexicon);
  return lexicon;
}

/** A shopper's text as FTS5 matches it (search-lexicon.ts); no text reads nothing. */
async function expandedQuery(
  db: D1Database,
  text: string,
  locale: Locale,
  caching: boolean,
  correct: boolean,
): Promise<ExpandedQuery> {
  if (queryWords(text).length === 0) return { match: null, corrected: null };
  return expandQuery(await currentLexicon(db, locale, caching), text, locale, correct);
}

const dedupe = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

catalogueSearch.post("/GetProductPage", async (c) => {
  const body = await readBody(c, PageBody);
  const locale = catalogueLocale(c, body.locale);
  if (body.min_amt !== null && body.min_amt < 0) throw badRequest("min_amt must not be negative.");
  if (body.max_amt !== null && body.max_amt < 0) throw badRequest("max_amt must not be negative.");
  if (body.min_amt !== null && body.max_amt !== null && body.min_amt > body.max_amt) {
    throw badRequest("min_amt must not be greater than max_amt.");
  }
  const caching = c.env.CATALOGUE_CACHE !== "off";
  const expanded = await expandedQuery(c.env.DB, body.q, locale, caching, !body.exact);
  const match = expanded.match;
  // Said only when a word was corrected, so that every other answer keeps its shape.
  const meta = {
    page: body.page,
    page_size: body.page_size,
    ...(expanded.corrected === null ? {} : { corrected_q: expanded.corrected }),
  };
  if (body.q !== "" && match === null) {
    // Nothing searchable in the text (only punctuation): nothing matches.
    return c.json({
      status: "true",
      message: "Products fetched.",
      data: [],
      total: 0,
      ...meta,
      facets: { sizes: [], colors: [], in_stock: 0, price_min: null, price_max: null },
    });
  }
  const filters: ProductFilters = {
    categoryId: body.cat_id,
    subcategoryId: body.subcat_id,
    minPaise: body.min_amt === null ? null : paiseFromRupees(body.min_amt),
    maxPaise: body.max_amt === null ? null : paiseFromRupees(body.max_amt),
    sizes: dedupe(body.sizes),
    colors: dedupe(body.colors),
    inStock: body.in_stock,
    minRating: body.min_rating,
    match,
    // In the filters, so the kept summaries and ranked pages are kept per language too.
    locale,
  };
  const s = pageStatements(filters, body.sort, body.page, body.page_size);
  const db = c.env.DB;
  const prepare = (statement: { sql: string; binds: unknown[] }) => db.prepare(statement.sql).bind(...statement.binds);
  // The summary depends on the filters alone: every page and sort of them shares it. A page
  // ranked by text relevance is kept too, as its ids: ranking scores every match.
  const key = JSON.stringify(filters);
  const rankedKey =
    body.sort === "relevance" && match !== null ? JSON.stringify([key, body.page, body.page_size]) : null;
  const kept = caching ? summaries.get(key) : undefined;
  const keptPage = caching && rankedKey !== null ? rankedPages.get(rankedKey) : undefined;
  const pageIds = keptPage !== undefined && keptPage.version === kept?.version ? keptPage.value : null;
  let rows: ProductRow[] | undefined;
  let summary: Summary | undefined;
  let version: string | null = null;
  if (kept !== undefined) {
    const [versionResult, pageResult] = await db.batch([
      db.prepare(VERSION_SQL),
      pageIds === null ? prepare(s.page) : productsById(db, pageIds, locale),
    ]);
    version = versionOf(versionResult?.results[0]);
    if (version === kept.version) {
      summary = kept.value;
      const found = (pageResult?.results ?? []) as ProductRow[];
      rows = pageIds === null ? found : inOrder(found, pageIds);
    }
  }
  if (summary === undefined || rows === undefined) {
    const statements = [prepare(s.page), prepare(s.summary)];
    const results = await db.batch(caching ? [db.prepare(VERSION_SQL), ...statements] : statements);
    const [versionResult, pageResult, summaryResult] = caching ? results : [undefined, ...results];
    version = versionOf(versionResult?.results[0]);
    rows = (pageResult?.results ?? []) as ProductRow[];
    summary = toSummary(summaryResult?.results[0] as SummaryRow | undefined);
    if (caching) summaries.set(key, version, summary);
  }
  if (caching && rankedKey !== null && pageIds === null) {
    rankedPages.set(
      rankedKey,
      version,
      rows.map((row) => row.id),
    );
  }
  return c.json({
    status: "true",
    message: "Products fetched.",
    data: rows.map(toProduct),
    total: summary.total,
    ...meta,
    facets: summary.facets,
  });
});

catalogueSearch.post("/GetProductsByIds", async (c) => {
  const body = await readBody(c, IdsBody);
  const locale = catalogueLocale(c, body.locale);
  const ids = [...new Set(body.ids)];
  if (ids.length === 0) return c.json({ status: "true", message: "Products fetched.", data: [] });
  const { results } = await productsById(c.env.DB, ids, locale).all<ProductRow>();
  return c.json({ status: "true", message: "Products fetched.", data: inOrder(results, ids).map(toProduct) });
});

/** Accented letters of the catalogue's languages and their plain lower-case letters (no quote among them). */
const ACCENTS = [..."àâäáçéèêëîïíôöóùûüúÿœæÀÂÄÁÇÉÈÊËÎÏÍÔÖÓÙÛÜÚŸŒÆ"].map((letter) => [
  letter,
  /œ/i.test(letter) ? "oe" : /æ/i.test(letter) ? "ae" : withoutAccents(letter).toLowerCase(),
]);

/** A word's letters without their accents, as FTS5's remove_diacritics folds them. */
function withoutAccents(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "");
}

/** Marks that separate words in a subcategory name (none of them is special in LIKE or SQL text). */
const PUNCTUATION = ["-", "&", "/", ",", ".", "(", ")", "+"];

interface SubcategoryHit {
  subcategory_id: number;
  subcategory_desc: string;
  category_id: number;
  category_desc: string;
  slug: string;
  category_slug: string;
}

/** One suggestion as answered: a subcategory or a product. */
type Suggestion =
  | {
      type: "subcategory";
      label: string;
      subcategory_id: number;
      subcategory_slug: string;
      category_id: number;
      category: string;
      category_slug: string;
    }
  | { type: "product"; label: string; product_id: number };

catalogueSearch.post("/GetSearchSuggestions", async (c) => {
  const body = await readBody(c, SuggestBody);
  const locale = catalogueLocale(c, body.locale);
  const db = c.env.DB;
  const caching = c.env.CATALOGUE_CACHE !== "off";
  const { match, corrected } = await expandedQuery(db, body.q, locale, caching, true);
  if (match === null) return c.json({ status: "true", message: "Suggestions fetched.", data: [] });
  // Subcategories by the words the products were matched with ("shrit" names Shirts too).
  const words = queryWords(corrected ?? body.q);
  const key = JSON.stringify([match, words, locale]);
  const kept = caching ? suggestions.get(key) : undefined;
  if (kept !== undefined && versionOf(await db.prepare(VERSION_SQL).first()) === kept.version) {
    return c.json({ status: "true", message: "Suggestions fetched.", data: kept.value });
  }
  // Subcategories whose name has a word starting with each typed word (a few dozen rows). Words
  // are split at spaces and punctuation, as queryWords splits them ("T-Shirts": t, shirts). In a
  // translated language the name is the translation's, its accents folded as the index folds
  // them ("vetem" finds "Vêtements"); SQLite's lower() folds ASCII only, hence the replaces.
  const name =
    locale === "en"
      ? "lower(s.subcategory_desc)"
      : ACCENTS.reduce(
          (sql, [from, to]) => `replace(${sql}, '${from}', '${to}')`,
          "lower(COALESCE(t.subcategory_desc, s.subcategory_desc))",
        );
  const category = locale === "en" ? "c.category_desc" : "COALESCE(ct.category_desc, c.category_desc)";
  const translations =
    locale === "en"
      ? ""
      : `LEFT JOIN subcategory_translations t ON t.subcategory_id = s.subcategory_id AND t.locale = '${locale}'
         LEFT JOIN category_translations ct ON ct.category_id = c.category_id AND ct.locale = '${locale}'`;
  const spaced = `' ' || ${PUNCTUATION.reduce((sql, mark) => `replace(${sql}, '${mark}', ' ')`, name)}`;
  const wordTests = words.map(() => `(${spaced}) LIKE ?`);
  const typed = locale === "en" ? words : words.map(withoutAccents);
  const fts = ftsTable(locale);
  const statements = [
    db
      .prepare(
        `SELECT s.subcategory_id, ${locale === "en" ? "s.subcategory_desc" : "COALESCE(t.subcategory_desc, s.subcategory_desc) AS subcategory_desc"},
                s.slug, c.category_id, ${category} AS category_desc, c.slug AS category_slug,
                (SELECT COUNT(*) FROM products p WHERE p.subcategory_id = s.subcategory_id) AS products
         FROM subcategories s JOIN categories c ON c.category_id = s.category_id ${translations}
         WHERE ${wordTests.join(" AND ")}
         ORDER BY products DESC, c.sort_order, s.sort_order LIMIT ?`,
      )
      .bind(...typed.map(wordStartPattern), MAX_SUBCATEGORY_SUGGESTIONS),
    db
      .prepare(`SELECT rowid AS id, name FROM ${fts} WHERE ${fts} MATCH ? ORDER BY ${ftsRank(locale)}, rowid LIMIT ?`)
      .bind(match, MAX_SUGGESTIONS),
  ];
  const results = await db.batch(caching ? [db.prepare(VERSION_SQL), ...statements] : statements);
  const [version, subs, products] = caching ? results : [undefined, ...results];
  const subcategories = ((subs?.results ?? []) as SubcategoryHit[]).map((sub): Suggestion => ({
    type: "subcategory",
    label: sub.subcategory_desc,
    subcategory_id: sub.subcategory_id,
    subcategory_slug: sub.slug,
    category_id: sub.category_id,
    category: sub.category_desc,
    category_slug: sub.category_slug,
  }));
  const productHits = ((products?.results ?? []) as { id: number; name: string }[])
    .slice(0, MAX_SUGGESTIONS - subcategories.length)
    .map((product): Suggestion => ({ type: "product", label: product.name, product_id: product.id }));
  const data = [...subcategories, ...productHits];
  if (caching) suggestions.set(key, versionOf(version?.results[0]), data);
  return c.json({ status: "true", message: "Suggestions fetched.", data });
});

/** The best sellers a search that found nothing offers, and how far back their sales count. */
const BEST_SELLERS = 8;
const SALES_DAYS = 90;
/** Subcategories offered as the closest to a search that found nothing. */
const CLOSEST_SUBCATEGORIES = 3;

interface SubcategoryName {
  subcategory_id: number;
  subcategory_desc: string;
  slug: string;
  category_id: number;
  category_desc: string;
  category_slug: string;
}

/** Best-selling product ids (sales of the last SALES_DAYS days, then the best rated in stock). */
const bestSellerIds = new VersionedCache<number[]>(1);

/**
 * What a search that found nothing offers instead (issue 44): the subcategories whose names are
 * nearest to its words (each name word within a word's typo budget plus one, the nearest first),
 * and the best-selling products (units sold in the last 90 days, not cancelled; the best rated in
 * stock fill the rest), kept per catalogue version as an order changes stock and so the version.
 */
catalogueSearch.post("/GetSearchFallback", async (c) => {
  const body = await readBody(c, SuggestBody);
  const locale = catalogueLocale(c, body.locale);
  const db = c.env.DB;
  const caching = c.env.CATALOGUE_CACHE !== "off";
  const name = locale === "en" ? "s.subcategory_desc" : "COALESCE(t.subcategory_desc, s.subcategory_desc)";
  const category = locale === "en" ? "c.category_desc" : "COALESCE(ct.category_desc, c.category_desc)";
  const translations =
    locale === "en"
      ? ""
      : `LEFT JOIN subcategory_translations t ON t.subcategory_id = s.subcategory_id AND t.locale = '${locale}'
         LEFT JOIN category_translations ct ON ct.category_id = c.category_id AND ct.locale = '${locale}'`;
  const [version, names] = await db.batch([
    db.prepare(VERSION_SQL),
    db.prepare(
      `SELECT s.subcategory_id, ${name} AS subcategory_desc, s.slug, c.category_id, ${category} AS category_desc,
              c.slug AS category_slug
       FROM subcategories s JOIN categories c ON c.category_id = s.category_id ${translations}
       ORDER BY c.sort_order, s.sort_order`,
    ),
  ]);
  const current = versionOf(version?.results[0]);
  const kept = caching ? bestSellerIds.get("ids") : undefined;
  let ids = kept !== undefined && kept.version === current ? kept.value : null;
  if (ids === null) {
    const [sold, rated] = await db.batch([
      db
        .prepare(
          `SELECT oi.product_id AS id FROM order_items oi JOIN orders o ON o.id = oi.order_id
           JOIN products p ON p.id = oi.product_id
           WHERE o.status <> 'Cancelled' AND o.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) AND p.quantity > 0
           GROUP BY oi.product_id ORDER BY SUM(oi.quantity) DESC, oi.product_id LIMIT ?`,
        )
        .bind(`-${SALES_DAYS} days`, BEST_SELLERS),
      db
        .prepare("SELECT id FROM products WHERE quantity > 0 ORDER BY rating DESC, ratings DESC, id LIMIT ?")
        .bind(BEST_SELLERS * 2),
    ]);
    const all = [...(sold?.results ?? []), ...(rated?.results ?? [])].map((row) => (row as { id: number }).id);
    ids = [...new Set(all)].slice(0, BEST_SELLERS);
    if (caching) bestSellerIds.set("ids", current, ids);
  }
  const { results } = await productsById(db, ids, locale).all<ProductRow>();
  const words = queryWords(body.q).map(withoutAccents);
  const closest = ((names?.results ?? []) as SubcategoryName[])
    .map((sub) => {
      const nameWords = queryWords(sub.subcategory_desc).map(withoutAccents);
      const distances = words.flatMap((word) => {
        const limit = typoBudget(word) + 1;
        return nameWords.map((nameWord) => editDistance(word, nameWord, limit)).filter((distance) => distance <= limit);
      });
      return { sub, distance: Math.min(Infinity, ...distances) };
    })
    .filter(({ distance }) => distance !== Infinity)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, CLOSEST_SUBCATEGORIES)
    .map(({ sub }) => ({
      label: sub.subcategory_desc,
      subcategory_id: sub.subcategory_id,
      subcategory_slug: sub.slug,
      category_id: sub.category_id,
      category: sub.category_desc,
      category_slug: sub.category_slug,
    }));
  return c.json({
    status: "true",
    message: "Fallback fetched.",
    data: { subcategories: closest, products: inOrder(results, ids).map(toProduct) },
  });
});
