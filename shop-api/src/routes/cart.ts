// Cart: the signed-in customer's server-side cart (fetch, replace, delete one, clear).
import { paiseToRupees, type Paise } from "@domain/money";
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { requireCustomer } from "../lib/db";
import { badRequest, notFound, parse, readBody, readJson } from "../lib/http";
import { loadLineProducts } from "../lib/products";
import { Id, OptionalText, Unit } from "../lib/schemas";

const FetchItem = v.object({ userid: Id("userid") }, "Each cart entry must be a JSON object.");
const SaveItem = v.object(
  {
    prod_id: Id("prod_id"),
    userid: Id("userid"),
    unit: Unit,
    size: OptionalText("size", 40),
    color: OptionalText("color", 40),
  },
  "Each cart entry must be a JSON object.",
);
const CartBody = v.pipe(
  v.array(v.unknown(), "The request body must be a JSON list of cart entries."),
  v.nonEmpty("The request body must list at least one cart entry."),
  v.maxLength(200, "A cart holds at most 200 entries."),
);
const DeleteBody = v.object(
  { prod_id: Id("prod_id"), userid: Id("userid") },
  "The request body must be a JSON object.",
);
const ClearBody = v.object({ userid: Id("userid") }, "The request body must be a JSON object.");

interface CartRow {
  id: number;
  image: string;
  name: string;
  category: string;
  subcategory: string;
  size: string;
  color: string;
  discount_price_paise: Paise;
  original_price_paise: Paise;
  unit: number;
  quantity: number;
}

async function loadCart(db: D1Database, customerId: number) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.image, p.name, c.category_desc AS category, s.subcategory_desc AS subcategory,
         ci.size, ci.color, p.discount_price_paise, p.original_price_paise, ci.unit, p.quantity
       FROM cart_items ci
       JOIN products p ON p.id = ci.product_id
       JOIN subcategories s ON s.subcategory_id = p.subcategory_id
       JOIN categories c ON c.category_id = s.category_id
       WHERE ci.customer_id = ?
       ORDER BY p.id`,
    )
    .bind(customerId)
    .all<CartRow>();
  return results.map((row) => ({
    id: row.id,
    image: row.image,
    name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    size: row.size,
    color: row.color,
    discountPrice: paiseToRupees(row.discount_price_paise),
    originalPrice: paiseToRupees(row.original_price_paise),
    Unit: row.unit,
    quantity: row.quantity,
  }));
}

export const cart = new Hono<AppEnv>();

cart.post("/Add_cart", async (c) => {
  const entries = parse(CartBody, await readJson(c));
  const isSave = entries.some((entry) => entry !== null && typeof entry === "object" && "prod_id" in entry);
  const db = c.env.DB;

  if (!isSave) {
    const users = entries.map((entry) => parse(FetchItem, entry).userid);
    const userid = users[0] as number;
    if (users.some((id) => id !== userid)) throw badRequest("All cart entries must carry the same userid.");
    await requireCustomer(db, userid);
    return c.json({ status: "true", message: "Cart fetched.", data: await loadCart(db, userid) });
  }

  const items = entries.map((entry) => parse(SaveItem, entry));
  const userid = (items[0] as (typeof items)[number]).userid;
  if (items.some((item) => item.userid !== userid)) throw badRequest("All cart entries must carry the same userid.");
  await requireCustomer(db, userid);
  await loadLineProducts(db, items);

  await db.batch([
    db.prepare("DELETE FROM cart_items WHERE customer_id = ?").bind(userid),
    ...items.map((item) =>
      db
        .prepare("INSERT INTO cart_items (customer_id, product_id, unit, size, color) VALUES (?, ?, ?, ?, ?)")
        .bind(userid, item.prod_id, item.unit, item.size, item.color),
    ),
  ]);
  return c.json({ status: "true", message: "Cart saved.", data: await loadCart(db, userid) });
});

cart.post("/Delete_cart", async (c) => {
  const body = await readBody(c, DeleteBody);
  const db = c.env.DB;
  await requireCustomer(db, body.userid);
  const product = await db.prepare("SELECT id FROM products WHERE id = ?").bind(body.prod_id).first<{ id: number }>();
  if (!product) throw notFound(`Unknown product ${body.prod_id}.`);
  // Idempotent: removing a product that is not (or no longer) in the cart succeeds.
  const deleted = await db
    .prepare("DELETE FROM cart_items WHERE customer_id = ? AND product_id = ? RETURNING product_id")
    .bind(body.userid, body.prod_id)
    .first<{ product_id: number }>();
  return c.json({
    status: "true",
    message: deleted ? "Product removed from cart." : "Product was not in the cart.",
    data: await loadCart(db, body.userid),
  });
});

cart.post("/clear_cart", async (c) => {
  const body = await readBody(c, ClearBody);
  await requireCustomer(c.env.DB, body.userid);
  await c.env.DB.prepare("DELETE FROM cart_items WHERE customer_id = ?").bind(body.userid).run();
  return c.json({ status: "true", message: "Cart cleared.", data: [] });
});
