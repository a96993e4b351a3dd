// Catalogue: categories, products (all, filtered, single), header groups, reseller logo name.
import { paiseFromRupees } from "@domain/money";
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { catalogueLocale } from "../lib/catalogue-locale";
import { badRequest, notFound, parse, readBody } from "../lib/http";
import { productSelect, toProduct, type ProductRow } from "../lib/products";
import { Amount, Id } from "../lib/schemas";

interface CategoryRow {
  category_id: number;
  category_desc: string;
  slug: string;
  /** Asked in a language: the language of category_desc. */
  lang?: string;
}

interface SubcategoryRow {
  subcategory_id: number;
  category_id: number;
  subcategory_desc: string;
  slug: string;
  cosubcategory_image: string;
  lang?: string;
}

/** `lang` when asked in a language: an English answer keeps SPEC section 7's shape. */
const langOf = (row: { lang?: string }) => (row.lang === undefined ? {} : { lang: row.lang });

const EmptyBody = v.optional(
  v.custom<Record<string, unknown>>(
    (body) => typeof body === "object" && body !== null && !Array.isArray(body),
    "The request body must be a JSON object.",
  ),
);

const FilterBody = v.object(
  {
    subcat_id: v.optional(v.nullable(Id("subcat_id")), null),
    min_amt: Amount("min_amt"),
    max_amt: Amount("max_amt"),
    locale: v.optional(v.unknown()),
  },
  "The request body must be a JSON object.",
);

export const catalogue = new Hono<AppEnv>();

catalogue.post("/GetAllCategory", async (c) => {
  const locale = catalogueLocale(c, (await readBody(c, EmptyBody))?.locale);
  const db = c.env.DB;
  const [categories, subcategories] = await db.batch<CategoryRow | SubcategoryRow>(
    locale === "en"
      ? [
          db.prepare("SELECT category_id, category_desc, slug FROM categories ORDER BY sort_order, category_id"),
          db.prepare(
            `SELECT subcategory_id, category_id, subcategory_desc, slug, cosubcategory_image
             FROM subcategories ORDER BY sort_order, subcategory_id`,
          ),
        ]
      : [
          db
            .prepare(
              `SELECT c.category_id, COALESCE(t.category_desc, c.category_desc) AS category_desc, c.slug,
                      CASE WHEN t.category_id IS NULL THEN 'en' ELSE t.locale END AS lang
               FROM categories c LEFT JOIN category_translations t ON t.category_id = c.category_id AND t.locale = ?
               ORDER BY c.sort_order, c.category_id`,
            )
            .bind(locale),
          db
            .prepare(
              `SELECT s.subcategory_id, s.category_id, COALESCE(t.subcategory_desc, s.subcategory_desc) AS subcategory_desc,
                      s.slug, s.cosubcategory_image, CASE WHEN t.subcategory_id IS NULL THEN 'en' ELSE t.locale END AS lang
               FROM subcategories s
               LEFT JOIN subcategory_translations t ON t.subcategory_id = s.subcategory_id AND t.locale = ?
               ORDER BY s.sort_order, s.subcategory_id`,
            )
            .bind(locale),
        ],
  );
  const subs = (subcategories?.results ?? []) as SubcategoryRow[];
  const data = ((categories?.results ?? []) as CategoryRow[]).map((category) => ({
    category_id: category.category_id,
    category_desc: category.category_desc,
    slug: category.slug,
    ...langOf(category),
    Subcategories: subs
      .filter((sub) => sub.category_id === category.category_id)
      .map((sub) => ({
        subcategory_id: sub.subcategory_id,
        subcategory_desc: sub.subcategory_desc,
        cosubcategory_image: sub.cosubcategory_image,
        slug: sub.slug,
        ...langOf(sub),
      })),
  }));
  return c.json({ status: "true", message: "Categories fetched.", data });
});

catalogue.get("/GetAllProduct", async (c) => {
  const select = productSelect(catalogueLocale(c));
  const { results } = await c.env.DB.prepare(`${select} ORDER BY p.id`).all<ProductRow>();
  return c.json({ status: "true", message: "Products fetched.", data: results.map(toProduct) });
});

catalogue.post("/GetAllProductFilter", async (c) => {
  const body = await readBody(c, FilterBody);
  const select = productSelect(catalogueLocale(c, body.locale));
  if (body.min_amt < 0 || body.max_amt < 0) throw badRequest("min_amt and max_amt must not be negative.");
  if (body.min_amt > body.max_amt) throw badRequest("min_amt must not be greater than max_amt.");
  if (body.subcat_id !== null) {
    const sub = await c.env.DB.prepare("SELECT subcategory_id FROM subcategories WHERE subcategory_id = ?")
      .bind(body.subcat_id)
      .first<{ subcategory_id: number }>();
    if (!sub) throw notFound(`Unknown subcategory ${body.subcat_id}.`);
  }
  const min = paiseFromRupees(body.min_amt);
  const max = paiseFromRupees(body.max_amt);
  const { results } = await c.env.DB.prepare(
    `${select}
     WHERE (?1 IS NULL OR p.subcategory_id = ?1)
       AND ((p.discount_price_paise BETWEEN ?2 AND ?3) OR (p.original_price_paise BETWEEN ?2 AND ?3))
     ORDER BY p.id`,
  )
    .bind(body.subcat_id, min, max)
    .all<ProductRow>();
  return c.json({ status: "true", message: "Products fetched.", data: results.map(toProduct) });
});

catalogue.get("/GetProduct/:id", async (c) => {
  const id = parse(Id("id"), c.req.param("id"));
  const select = productSelect(catalogueLocale(c));
  const row = await c.env.DB.prepare(`${select} WHERE p.id = ?`).bind(id).first<ProductRow>();
  if (!row) throw notFound(`Unknown product ${id}.`);
  return c.json({ status: "true", message: "Product fetched.", data: [toProduct(row)] });
});

/**
 * GET /api/GetProductUpdates (reference API extension): when each product last changed, for the
 * storefront's sitemap (<lastmod>). Ids and times only: the whole catalogue's rows are not needed.
 */
catalogue.get("/GetProductUpdates", async (c) => {
  const { results } = await c.env.DB.prepare("SELECT id, updated_at FROM products ORDER BY id").all<{
    id: number;
    updated_at: string;
  }>();
  return c.json({ status: "true", message: "Product updates fetched.", data: results });
});

interface HeaderProductRow extends ProductRow {
  group_id: number;
}

interface HeaderGroupRow {
  id: number;
  headername: string;
  lang?: string;
}

catalogue.get("/GetAllHeaderWithProduct", async (c) => {
  const locale = catalogueLocale(c);
  const select = productSelect(locale);
  const db = c.env.DB;
  const [groups, products] = await db.batch<HeaderGroupRow | HeaderProductRow>([
    locale === "en"
      ? db.prepare("SELECT id, headername FROM header_groups ORDER BY sort_order, id")
      : db
          .prepare(
            `SELECT g.id, COALESCE(t.headername, g.headername) AS headername,
                    CASE WHEN t.headername IS NULL THEN 'en' ELSE ?1 END AS lang
             FROM header_groups g
             LEFT JOIN header_group_translations t ON t.group_id = g.id AND t.locale = ?1
             ORDER BY g.sort_order, g.id`,
          )
          .bind(locale),
    c.env.DB.prepare(
      `${select.replace("SELECT ", "SELECT g.group_id, ")}
       JOIN header_group_products g ON g.product_id = p.id
       ORDER BY g.group_id, g.position, p.id`,
    ),
  ]);
  const rows = (products?.results ?? []) as HeaderProductRow[];
  const data = ((groups?.results ?? []) as HeaderGroupRow[]).map((group) => ({
    id: group.id,
    headername: group.headername,
    ...langOf(group),
    list_product: rows.filter((row) => row.group_id === group.id).map(toProduct),
  }));
  return c.json({ status: "true", message: "Header groups fetched.", data });
});

catalogue.get("/GetResellerLogo", async (c) => {
  const row = await c.env.DB.prepare("SELECT id, name, logo FROM reseller ORDER BY id LIMIT 1").first<{
    id: number;
    name: string;
    logo: string;
  }>();
  if (!row) throw notFound("No reseller logo is configured.");
  return c.json({ status: "true", message: "Logo fetched.", data: [{ logo: row.logo, name: row.name }] });
});
