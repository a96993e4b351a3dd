// The product page query in SQL (issue 14): filters, full-text search, sort, page, total and
// facet counts, as D1 statements run in one batch. Indexes: migrations/0003_catalogue_search.sql;
// the narrow per-product rows a bounded page reads: migrations/0005_catalogue_facet_rows.sql.
import type { Locale } from "@domain/locale";
import { ftsTable, productSelect } from "./product-select";

export const SORTS = ["relevance", "price-asc", "price-desc", "rating", "newest", "discount"] as const;
export type Sort = (typeof SORTS)[number];

/** What a page query filters on; prices in paise, every list already validated and bounded. */
export interface ProductFilters {
  categoryId: number | null;
  subcategoryId: number | null;
  minPaise: number | null;
  maxPaise: number | null;
  sizes: readonly string[];
  colors: readonly string[];
  inStock: boolean;
  minRating: number | null;
  /** The FTS5 expression of the text query (search-lexicon.ts expandQuery), or null for none. */
  match: string | null;
  /** The language of the texts searched and answered (migration 0016); English when absent. */
  locale?: Locale;
}

/** The filter a facet ignores, so a shopper sees what choosing another value would give. */
type Except = "sizes" | "colors" | "inStock" | "price" | null;

/**
 * D1 refuses a LIKE or GLOB pattern longer than this many UTF-8 bytes (a 500 "LIKE or GLOB
 * pattern too complex"); measured on local D1, where SQLite's own default is 50,000.
 */
export const LIKE_PATTERN_MAX_BYTES = 50;

/**
 * The LIKE pattern of "a word of the text starts with `word`": its 3 bytes around a query word
 * (at most MAX_WORD_BYTES, 32) stay within LIKE_PATTERN_MAX_BYTES. The word holds only letters
 * and digits, none of them special in LIKE.
 */
export const wordStartPattern = (word: string) => `% ${word}%`;

/** bm25 weights of a full-text index's columns (ftsTable): name, category, subcategory, search_text. */
export const ftsRank = (locale: Locale) => `bm25(${ftsTable(locale)}, 10.0, 2.0, 4.0, 1.0)`;

/** The discount in basis points: the very expression products_discount_bp indexes. */
const DISCOUNT_BP = "((p.original_price_paise - p.discount_price_paise) * 10000 / p.original_price_paise)";

const ORDER_BY: Record<Exclude<Sort, "relevance">, string> = {
  "price-asc": "p.discount_price_paise ASC, p.id ASC",
  "price-desc": "p.discount_price_paise DESC, p.id DESC",
  rating: "p.rating DESC, p.ratings DESC, p.id DESC",
  newest: "p.id DESC",
  discount: `${DISCOUNT_BP} DESC, p.id DESC`,
};

interface Sql {
  where: string[];
  binds: unknown[];
}

/**
 * WHERE terms over `products p` for every filter but `except`, when nothing bounds the products
 * (no category, subcategory or text query: those go through boundedWhere).
 */
function conditions(filters: ProductFilters, except: Except): Sql {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (except !== "price" && (filters.minPaise !== null || filters.maxPaise !== null)) {
    // Section 7's rule: the discount price or the original price lies in the range.
    const min = filters.minPaise ?? 0;
    const max = filters.maxPaise ?? Number.MAX_SAFE_INTEGER;
    where.push("(p.discount_price_paise BETWEEN ? AND ? OR p.original_price_paise BETWEEN ? AND ?)");
    binds.push(min, max, min, max);
  }
  if (except !== "sizes" && filters.sizes.length > 0) {
    where.push("p.id IN (SELECT product_id FROM product_sizes WHERE size IN (SELECT value FROM json_each(?)))");
    binds.push(JSON.stringify(filters.sizes));
  }
  if (except !== "colors" && filters.colors.length > 0) {
    where.push("p.id IN (SELECT product_id FROM product_colors WHERE color IN (SELECT value FROM json_each(?)))");
    binds.push(JSON.stringify(filters.colors));
  }
  if (except !== "inStock" && filters.inStock) where.push("p.quantity > 0");
  if (filters.minRating !== null) {
    where.push("p.rating >= ?");
    binds.push(filters.minRating);
  }
  return { where, binds };
}

const whereClause = (where: readonly string[]) => (where.length > 0 ? `WHERE ${where.join(" AND ")}` : "");

export interface Statement {
  sql: string;
  binds: unknown[];
}

export interface PageStatements {
  page: Statement;
  /**
   * One row: total, in_stock, price_min, price_max (paise), and sizes and colors as JSON text,
   * `[{"value", "count"}]` by count then value.
   */
  summary: Statement;
}

/** `[{value, count}]` as JSON text from a query of value and count rows, in its order. */
const jsonFacet = (sql: string) =>
  `(SELECT json_group_array(json_object('value', value, 'count', count)) FROM (${sql}))`;

/** A facet of the list values a product can have, counting products matching the other filters. */
function listFacet(table: "product_sizes" | "product_colors", column: "size" | "color", rest: Sql): Statement {
  if (rest.where.length === 0) {
    // Nothing narrows this facet: the counts the triggers keep (migration 0003, facet_counts).
    return {
      sql: jsonFacet(
        `SELECT value, count FROM facet_counts WHERE kind = ? AND count > 0 ORDER BY count DESC, value ASC`,
      ),
      binds: [column],
    };
  }
  return {
    sql: jsonFacet(`SELECT f.${column} AS value, COUNT(*) AS count FROM ${table} f
          WHERE f.product_id IN (SELECT p.id FROM products p ${whereClause(rest.where)})
          GROUP BY f.${column} ORDER BY count DESC, value ASC`),
    binds: rest.binds,
  };
}

/** The summary's columns, in order: total, in_stock, price_min, price_max, sizes, colors. */
function openSummaryColumns(filters: ProductFilters): Statement[] {
  const all = conditions(filters, null);
  const stock = conditions(filters, "inStock");
  const price = conditions(filters, "price");
  // Bounds of the slider: the lowest discount price and the highest original price (every
  // product matches a range holding both). Unfiltered, two index look-ups.
  const bounds: Statement[] =
    price.where.length > 0
      ? [
          {
            sql: `(SELECT MIN(p.discount_price_paise) FROM products p ${whereClause(price.where)})`,
            binds: price.binds,
          },
          {
            sql: `(SELECT MAX(p.original_price_paise) FROM products p ${whereClause(price.where)})`,
            binds: price.binds,
          },
        ]
      : [
          { sql: "(SELECT MIN(discount_price_paise) FROM products)", binds: [] },
          { sql: "(SELECT MAX(original_price_paise) FROM products)", binds: [] },
        ];
  return [
    { sql: `(SELECT COUNT(*) FROM products p ${whereClause(all.where)})`, binds: all.binds },
    {
      sql: `(SELECT COUNT(*) FROM products p ${whereClause([...stock.where, "p.quantity > 0"])})`,
      binds: stock.binds,
    },
    ...bounds,
    listFacet("product_sizes", "size", conditions(filters, "sizes")),
    listFacet("product_colors", "color", conditions(filters, "colors")),
  ];
}

const SUMMARY_NAMES = ["total", "in_stock", "price_min", "price_max", "sizes", "colors"];

/**
 * The summary when nothing bounds the products but the facets' own filters: each figure is its
 * own indexed look-up (facet_counts, the price indexes, the size and colour indexes).
 *
 * A price range is only a filter when it leaves a product out: /all-product always asks for the
 * slider's whole range, and counting every facet over every product in it cost 250 ms of CPU at
 * 30,000 products the first time after each catalogue change (issue 29). A range holding every
 * product's discount price (two index look-ups) keeps every product, so the summary is then the
 * unfiltered one, read from the kept counts. SQLite evaluates only the CASE branch taken.
 */
function openSummary(filters: ProductFilters): Statement {
  const priced = openSummaryColumns(filters);
  if (filters.minPaise === null && filters.maxPaise === null) {
    return {
      sql: `SELECT ${priced.map((column, index) => `${column.sql} AS ${SUMMARY_NAMES[index]}`).join(", ")}`,
      binds: priced.flatMap((column) => column.binds),
    };
  }
  const whole = openSummaryColumns({ ...filters, minPaise: null, maxPaise: null });
  const columns = priced.map((column, index) => {
    const unpriced = whole[index] ?? column;
    return {
      sql: `CASE WHEN r.whole THEN ${unpriced.sql} ELSE ${column.sql} END AS ${SUMMARY_NAMES[index]}`,
      binds: [...unpriced.binds, ...column.binds],
    };
  });
  return {
    sql: `SELECT ${columns.map((column) => column.sql).join(", ")}
          FROM (SELECT ? <= (SELECT MIN(discount_price_paise) FROM products)
                   AND ? >= (SELECT MAX(discount_price_paise) FROM products) AS whole) r`,
    binds: [
      ...columns.flatMap((column) => column.binds),
      filters.minPaise ?? 0,
      filters.maxPaise ?? Number.MAX_SAFE_INTEGER,
    ],
  };
}

/** The set ids (migration 0005, facet_sets) holding any of `values`. */
const setsHolding = (kind: "size" | "color") =>
  `(SELECT set_id FROM facet_set_values WHERE kind = '${kind}' AND value IN (SELECT value FROM json_each(?)))`;

/**
 * WHERE terms over `product_facets f` (migration 0005) for what bounds a page: category,
 * subcategory, minimum rating, text query. Only for a bounded query (see `bounded`).
 */
function boundConditions(filters: ProductFilters): Sql {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (filters.categoryId !== null) {
    where.push("f.subcategory_id IN (SELECT subcategory_id FROM subcategories WHERE category_id = ?)");
    binds.push(filters.categoryId);
  }
  if (filters.subcategoryId !== null) {
    where.push("f.subcategory_id = ?");
    binds.push(filters.subcategoryId);
  }
  if (filters.minRating !== null) {
    where.push("f.rating >= ?");
    binds.push(filters.minRating);
  }
  if (filters.match !== null) {
    const fts = ftsTable(filters.locale ?? "en");
    where.push(`f.product_id IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`);
    binds.push(filters.match);
  }
  return { where, binds };
}

/** Each facet's own filter over `product_facets f`, as SQL truth values ("1" when not set). */
function facetTests(filters: ProductFilters) {
  const binds: unknown[] = [];
  let price = "1";
  if (filters.minPaise !== null || filters.maxPaise !== null) {
    // Section 7's rule: the discount price or the original price lies in the range.
    price = "(f.low BETWEEN ? AND ? OR f.high BETWEEN ? AND ?)";
    const min = filters.minPaise ?? 0;
    const max = filters.maxPaise ?? Number.MAX_SAFE_INTEGER;
    binds.push(min, max, min, max);
  }
  const list = (kind: "size" | "color", values: readonly string[]) => {
    if (values.length === 0) return "1";
    binds.push(JSON.stringify(values));
    return `f.${kind}_set IN ${setsHolding(kind)}`;
  };
  const size = list("size", filters.sizes);
  const color = list("color", filters.colors);
  const stock = filters.inStock ? "f.quantity > 0" : "1";
  return { price, size, color, stock, binds };
}

/**
 * The summary when a category, subcategory or text query bounds the products: their narrow rows
 * (product_facets) are read once, each with whether it passes the price, size, colour and stock
 * filters, and every figure is counted from that set, each facet leaving out its own filter.
 * Sizes and colours are counted per distinct set of values (a few dozen) and only then per
 * value, so no product is looked up twice.
 */
function boundedSummary(filters: ProductFilters): Statement {
  const bound = boundConditions(filters);
  const test = facetTests(filters);
  const facet = (kind: "size" | "color", rest: string) =>
    jsonFacet(`SELECT j.value AS value, SUM(g.n) AS count
               FROM (SELECT ${kind}_set AS set_id, COUNT(*) AS n FROM b WHERE ${rest} GROUP BY ${kind}_set) g
               JOIN facet_sets v ON v.set_id = g.set_id, json_each(v.list) j
               GROUP BY j.value ORDER BY count DESC, value ASC`);
  return {
    sql: `WITH b AS MATERIALIZED (
            SELECT f.low, f.high, f.quantity > 0 AS stocked, f.size_set, f.color_set,
                   ${test.price} AS price_ok, ${test.size} AS size_ok, ${test.color} AS color_ok, ${test.stock} AS stock_ok
            FROM product_facets f ${whereClause(bound.where)}
          )
          SELECT t.total, t.in_stock, t.price_min, t.price_max,
                 ${facet("size", "price_ok AND color_ok AND stock_ok")} AS sizes,
                 ${facet("color", "price_ok AND size_ok AND stock_ok")} AS colors
          FROM (SELECT COALESCE(SUM(price_ok AND size_ok AND color_ok AND stock_ok), 0) AS total,
                       COALESCE(SUM(price_ok AND size_ok AND color_ok AND stocked), 0) AS in_stock,
                       MIN(CASE WHEN size_ok AND color_ok AND stock_ok THEN low END) AS price_min,
                       MAX(CASE WHEN size_ok AND color_ok AND stock_ok THEN high END) AS price_max
                FROM b) t`,
    binds: [...test.binds, ...bound.binds],
  };
}

/**
 * The bounded summary without a colour filter or a text query, the common case (a category or
 * subcategory, maybe with sizes, stock and price): the narrow rows are read twice straight from
 * the index instead of copied once and read three times. A size set decides whether its
 * products pass the size filter, so the total, the in-stock count and the price bounds are the
 * sums of the size sets that pass it; the colours are one more pass grouped by colour set.
 * Category 1 at 30,340 products (6,173 rows, sizes M and L, in stock): 7.9 ms of CPU copied, 5.7
 * this way; the same at 340. With a colour filter every pass would test each row's colour set
 * several times, and with a text query run the match twice: both cost more than the copy.
 */
function sizeSetSummary(filters: ProductFilters): Statement {
  const bound = boundConditions(filters);
  const test = facetTests(filters);
  const rows = `FROM product_facets f WHERE ${bound.where.join(" AND ")}`;
  const and = (...terms: string[]) => terms.filter((term) => term !== "1").join(" AND ") || "1";
  const setFacet = (groups: string) =>
    jsonFacet(`SELECT j.value AS value, SUM(g.n) AS count
               FROM (${groups}) g JOIN facet_sets v ON v.set_id = g.set_id, json_each(v.list) j
               GROUP BY j.value ORDER BY count DESC, value ASC`);
  // Each term's binds, in the order the terms appear below (test.color is "1": no colour filter).
  const price = test.price === "1" ? [] : test.binds.slice(0, 4);
  const size = test.size === "1" ? [] : test.binds.slice(price.length, price.length + 1);
  return {
    sql: `WITH by_size AS MATERIALIZED (
            SELECT f.size_set AS set_id, ${test.size} AS size_ok,
                   SUM(${and(test.price, test.stock)}) AS n,
                   SUM(${and(test.price, "f.quantity > 0")}) AS stocked,
                   MIN(CASE WHEN ${test.stock} THEN f.low END) AS low,
                   MAX(CASE WHEN ${test.stock} THEN f.high END) AS high
            ${rows} GROUP BY f.size_set
          )
          SELECT (SELECT COALESCE(SUM(n), 0) FROM by_size WHERE size_ok) AS total,
                 (SELECT COALESCE(SUM(stocked), 0) FROM by_size WHERE size_ok) AS in_stock,
                 (SELECT MIN(low) FROM by_size WHERE size_ok) AS price_min,
                 (SELECT MAX(high) FROM by_size WHERE size_ok) AS price_max,
                 ${setFacet("SELECT set_id, n FROM by_size WHERE n > 0")} AS sizes,
                 ${setFacet(`SELECT f.color_set AS set_id, COUNT(*) AS n ${rows} AND ${and(test.price, test.size, test.stock)} GROUP BY f.color_set`)} AS colors`,
    binds: [...size, ...price, ...price, ...bound.binds, ...bound.binds, ...price, ...size],
  };
}

/** ORDER BY of `product_facets f`'s rows: the same order as ORDER_BY gives the products. */
const FACET_ORDER_BY: Record<Exclude<Sort, "relevance">, string> = {
  "price-asc": "f.low ASC, f.product_id ASC",
  "price-desc": "f.low DESC, f.product_id DESC",
  rating: "f.rating DESC, f.ratings DESC, f.product_id DESC",
  newest: "f.product_id DESC",
  discount: "((f.high - f.low) * 10000 / f.high) DESC, f.product_id DESC",
};

/** Every filter as WHERE terms over `product_facets f`, for a bounded page. */
function boundedWhere(filters: ProductFilters, withMatch: boolean): Sql {
  const bound = boundConditions(withMatch ? filters : { ...filters, match: null });
  const test = facetTests(filters);
  const where = [...bound.where, ...[test.price, test.size, test.color, test.stock].filter((term) => term !== "1")];
  // facetTests' binds come in the order of its terms, which all follow the bound's.
  return { where, binds: [...bound.binds, ...test.binds] };
}

/**
 * The two statements of one page query: the page applies every filter; the summary counts the
 * total and the facets, each facet applying every filter but its own (sizes ignore the size
 * filter, and so on), so its counts say what choosing another value would give.
 */
export function pageStatements(filters: ProductFilters, sort: Sort, page: number, pageSize: number): PageStatements {
  const window = [pageSize, (page - 1) * pageSize];
  const bounded = filters.categoryId !== null || filters.subcategoryId !== null || filters.match !== null;
  const locale = filters.locale ?? "en";
  const select = productSelect(locale);
  let pageStatement: Statement;
  if (sort === "relevance" && filters.match !== null) {
    // Ranked: the FTS hits with their score. With no other filter the page is cut from the hits
    // themselves; with others, from the hits' narrow rows. Either way only the page's own
    // products are read from the table.
    const fts = ftsTable(locale);
    const hits = `SELECT rowid AS id, ${ftsRank(locale)} AS score FROM ${fts} WHERE ${fts} MATCH ?`;
    const rest = boundedWhere(filters, false);
    pageStatement =
      rest.where.length === 0
        ? {
            sql: `${select} JOIN (${hits} ORDER BY score ASC, id ASC LIMIT ? OFFSET ?) h ON h.id = p.id
                  ORDER BY h.score ASC, p.id ASC`,
            binds: [filters.match, ...window],
          }
        : {
            sql: `${select} JOIN (
                    SELECT h.id, h.score FROM (${hits}) h JOIN product_facets f ON f.product_id = h.id
                    WHERE ${rest.where.join(" AND ")} ORDER BY h.score ASC, h.id ASC LIMIT ? OFFSET ?
                  ) h ON h.id = p.id
                  ORDER BY h.score ASC, p.id ASC`,
            binds: [filters.match, ...rest.binds, ...window],
          };
  } else if (bounded || sort === "relevance" || sort === "newest") {
    // The page's ids from the narrow rows, then only those products read whole. Unbounded, in id
    // order (relevance, newest: product_facets' primary key), the narrow rows are read in order
    // and the read stops after offset + limit matching rows, each a few bytes where a products
    // row is about a kilobyte: /all-product?page=2000 read 24,000 of those (issue 29), and its
    // price range, OR-ing products' two price indexes, sorted every product for page 1.
    const all = boundedWhere(filters, true);
    const order = sort === "relevance" ? "p.id ASC" : ORDER_BY[sort];
    const facetOrder = sort === "relevance" ? "f.product_id ASC" : FACET_ORDER_BY[sort];
    pageStatement = {
      sql: `${select} WHERE p.id IN (
              SELECT f.product_id FROM product_facets f ${whereClause(all.where)} ORDER BY ${facetOrder} LIMIT ? OFFSET ?
            ) ORDER BY ${order}`,
      binds: [...all.binds, ...window],
    };
  } else {
    const all = conditions(filters, null);
    pageStatement = {
      sql: `${select} ${whereClause(all.where)} ORDER BY ${ORDER_BY[sort]} LIMIT ? OFFSET ?`,
      binds: [...all.binds, ...window],
    };
  }
  const summary = !bounded
    ? openSummary(filters)
    : filters.colors.length === 0 && filters.match === null
      ? sizeSetSummary(filters)
      : boundedSummary(filters);
  return { page: pageStatement, summary };
}
