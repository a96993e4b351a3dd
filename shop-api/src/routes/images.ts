// Images: generated SVGs for products/{image} (product images, thumbnails and subcategory images)
// and ResellerLogo/{logo}. Names unknown to D1 are 404.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/http";
import { logoSvg, productSvg } from "../lib/svg";

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const CACHE = "public, max-age=31536000, immutable";

function svg(c: Context<AppEnv>, body: string) {
  return c.body(body, 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": CACHE,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
}

export const images = new Hono<AppEnv>();

images.get("/products/:file", async (c) => {
  const file = c.req.param("file");
  if (!FILE_NAME.test(file)) throw notFound("Unknown image.");
  const db = c.env.DB;
  const product = await db
    .prepare(
      `SELECT p.name, s.subcategory_desc, s.slug, c.category_desc FROM products p
       JOIN subcategories s ON s.subcategory_id = p.subcategory_id
       JOIN categories c ON c.category_id = s.category_id
       WHERE p.image = ?1 OR instr(p.thumbnails, ?2) > 0
       ORDER BY (p.image = ?1) DESC, p.id LIMIT 1`,
    )
    .bind(file, JSON.stringify(file))
    .first<{ name: string; subcategory_desc: string; slug: string; category_desc: string }>();
  if (product) {
    return svg(
      c,
      productSvg({
        file,
        title: product.name,
        kind: `${product.slug} ${product.subcategory_desc} ${product.category_desc}`,
      }),
    );
  }
  const sub = await db
    .prepare(
      `SELECT s.subcategory_desc, s.slug, c.category_desc FROM subcategories s
       JOIN categories c ON c.category_id = s.category_id WHERE s.cosubcategory_image = ? LIMIT 1`,
    )
    .bind(file)
    .first<{ subcategory_desc: string; slug: string; category_desc: string }>();
  if (sub) {
    return svg(
      c,
      productSvg({
        file,
        title: sub.subcategory_desc,
        kind: `${sub.slug} ${sub.subcategory_desc} ${sub.category_desc}`,
      }),
    );
  }
  throw notFound("Unknown image.");
});

images.get("/ResellerLogo/:file", async (c) => {
  const file = c.req.param("file");
  if (!FILE_NAME.test(file)) throw notFound("Unknown image.");
  const row = await c.env.DB.prepare("SELECT name, logo FROM reseller WHERE logo = ? LIMIT 1")
    .bind(file)
    .first<{ name: string; logo: string }>();
  if (!row) throw notFound("Unknown image.");
  return svg(c, logoSvg(row.name, row.logo));
});
