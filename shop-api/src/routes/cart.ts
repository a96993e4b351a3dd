// Cart: the signed-in customer's server-side cart (fetch, replace, delete one, clear), and the
// writes of one line that two tabs at once cannot undo (add_cart_lines, set_cart_unit).
import { CART_MAX_ITEMS, CART_UNIT_MIN, stockShortageMessage } from "@domain/cart";
import type { CartAddOutcome } from "@domain/cart-write";
import { paiseToRupees, type Paise } from "@domain/money";
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { requireCustomer } from "../lib/db";
import { badRequest, conflict, notFound, parse, readBody, readJson } from "../lib/http";
import { checkChoices, colorImagesOf, loadLineProducts, type LineProduct } from "../lib/products";
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
const AddLinesBody = v.object(
  {
    userid: Id("userid"),
    lines: v.pipe(
      v.array(
        v.object(
          {
            prod_id: Id("prod_id"),
            // Any number of units: the statement keeps the line within the stock.
            units: v.pipe(
              v.number("units must be a whole number of at least 1."),
              v.safeInteger("units must be a whole number of at least 1."),
              v.minValue(CART_UNIT_MIN, "units must be a whole number of at least 1."),
            ),
            size: OptionalText("size", 40),
            color: OptionalText("color", 40),
          },
          "Each line must be a JSON object.",
        ),
        "lines must be a list.",
      ),
      v.nonEmpty("lines must name at least one product."),
      v.maxLength(CART_MAX_ITEMS, `At most ${CART_MAX_ITEMS} lines at once.`),
    ),
  },
  "The request body must be a JSON object.",
);
const SetUnitBody = v.object(
  {
    userid: Id("userid"),
    prod_id: Id("prod_id"),
    // Any whole number: kept within 1 and the stock by the statement, as clampUnit does.
    unit: v.pipe(
      v.number("unit must be a whole number."),
      v.safeInteger("unit must be a whole number."),
      v.minValue(0, "unit must not be negative."),
    ),
  },
  "The request body must be a JSON object.",
);

const NOT_IN_CART = "No such product in the cart.";

export interface CartRow {
  id: number;
  image: string;
  name: string;
  category: string;
  subcategory: string;
  size: string;
  color: string;
  colors: string;
  color_images: string;
  discount_price_paise: Paise;
  original_price_paise: Paise;
  unit: number;
  quantity: number;
}

/** The customer's cart lines as Add_cart reads them (get_checkout_basis batches it with its other reads). */
export function cartQuery(db: D1Database, customerId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT p.id, p.image, p.name, c.category_desc AS category, s.subcategory_desc AS subcategory,
         ci.size, ci.color, p.colors, p.color_images, p.discount_price_paise, p.original_price_paise, ci.unit, p.quantity
       FROM cart_items ci
       JOIN products p ON p.id = ci.product_id
       JOIN subcategories s ON s.subcategory_id = p.subcategory_id
       JOIN categories c ON c.category_id = s.category_id
       WHERE ci.customer_id = ?
       ORDER BY p.id`,
    )
    .bind(customerId);
}

/**
 * A line as SPEC section 7 answers it, with `color_image` (extension) when the chosen colour has a
 * picture of its own (migration 0032): the line shows the colour it holds. Absent otherwise, so
 * the section's shape is unchanged for the rest.
 */
export function toCartLine(row: CartRow) {
  const colorImage = colorImagesOf(row).find((entry) => entry.color === row.color)?.image;
  return {
    id: row.id,
    image: row.image,
    name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    size: row.size,
    color: row.color,
    ...(colorImage === undefined ? {} : { color_image: colorImage }),
    discountPrice: paiseToRupees(row.discount_price_paise),
    originalPrice: paiseToRupees(row.original_price_paise),
    Unit: row.unit,
    quantity: row.quantity,
  };
}

export async function loadCart(db: D1Database, customerId: number) {
  const { results } = await cartQuery(db, customerId).all<CartRow>();
  return results.map(toCartLine);
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

/** The line as it was just before an add, in the add's own transaction: what the add came to. */
interface LineBefore {
  name: string;
  stock: number;
  unit: number | null;
  lines: number;
}

function addOutcome(before: LineBefore | undefined): CartAddOutcome {
  if (!before) return "unknown";
  if (before.stock <= 0) return "out-of-stock";
  if (before.unit !== null) return before.unit >= before.stock ? "max" : "raised";
  return before.lines >= CART_MAX_ITEMS ? "full" : "added";
}

/**
 * Adds units to lines of the customer's cart by SPEC.md section 4's rule (addCartLine,
 * src/domain/cart-write.ts), each line in one statement that reads the stock and the line as it
 * is when it writes: a new product at `units` (at most the stock), an existing one raised by them
 * up to the stock, nothing for a sold-out or unknown product or a new one in a full cart. Two adds
 * at once both count, whichever tab they come from. Each statement follows a read of the line as
 * it was, in the same transaction (one batch), which says what the add came to. -> `results`
 * (one per line: `{prod_id, name, outcome}`) and the cart as it now is.
 */
cart.post("/add_cart_lines", async (c) => {
  const body = await readBody(c, AddLinesBody);
  const db = c.env.DB;
  await requireCustomer(db, body.userid);
  const ids = [...new Set(body.lines.map((line) => line.prod_id))];
  const { results: products } = await db
    .prepare("SELECT id, name, sizes, colors FROM products WHERE id IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(ids))
    .all<Pick<LineProduct, "id" | "name" | "sizes" | "colors">>();
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const line of body.lines) {
    const product = byId.get(line.prod_id);
    if (product) checkChoices(line, product);
  }

  const answers = await db.batch(
    body.lines.flatMap((line) => [
      db
        .prepare(
          `SELECT p.name, p.quantity AS stock, ci.unit,
             (SELECT COUNT(*) FROM cart_items WHERE customer_id = ?1) AS lines
           FROM products p LEFT JOIN cart_items ci ON ci.customer_id = ?1 AND ci.product_id = p.id
           WHERE p.id = ?2`,
        )
        .bind(body.userid, line.prod_id),
      // The bounds of clampUnit (src/domain/cart.ts) and CART_MAX_ITEMS, applied where the row is
      // written. The SELECT's WHERE also keeps SQLite from reading ON CONFLICT as a join's ON.
      db
        .prepare(
          `INSERT INTO cart_items (customer_id, product_id, unit, size, color)
           SELECT ?1, p.id, MAX(?6, MIN(?3, p.quantity)), ?4, ?5 FROM products p
           WHERE p.id = ?2 AND p.quantity > 0
             AND (EXISTS (SELECT 1 FROM cart_items WHERE customer_id = ?1 AND product_id = ?2)
               OR (SELECT COUNT(*) FROM cart_items WHERE customer_id = ?1) < ?7)
           ON CONFLICT (customer_id, product_id) DO UPDATE SET
             unit = MAX(?6, MIN(cart_items.unit + ?3, (SELECT quantity FROM products WHERE id = ?2))),
             size = excluded.size, color = excluded.color
           WHERE cart_items.unit < (SELECT quantity FROM products WHERE id = ?2)`,
        )
        .bind(body.userid, line.prod_id, line.units, line.size, line.color, CART_UNIT_MIN, CART_MAX_ITEMS),
    ]),
  );
  const results = body.lines.map((line, index) => {
    const before = answers[index * 2]?.results[0] as LineBefore | undefined;
    return { prod_id: line.prod_id, name: before?.name ?? "", outcome: addOutcome(before) };
  });
  return c.json({ status: "true", message: "Cart lines added.", results, data: await loadCart(db, body.userid) });
});

/**
 * Sets one line's units, kept within 1 and the stock in the statement that writes them (clampUnit),
 * so a concurrent write to another line is never undone. 404 a product not in this customer's
 * cart (another customer's line is not theirs to change); 409 a product sold out since.
 */
cart.post("/set_cart_unit", async (c) => {
  const body = await readBody(c, SetUnitBody);
  const db = c.env.DB;
  await requireCustomer(db, body.userid);
  const stock = "(SELECT quantity FROM products WHERE id = ?2)";
  const set = await db
    .prepare(
      `UPDATE cart_items SET unit = MAX(?4, MIN(?3, MAX(${stock}, ?4)))
       WHERE customer_id = ?1 AND product_id = ?2 AND ${stock} >= ?4
       RETURNING unit`,
    )
    .bind(body.userid, body.prod_id, body.unit, CART_UNIT_MIN)
    .first<{ unit: number }>();
  if (!set) {
    const line = await db
      .prepare(
        `SELECT p.name, p.quantity FROM cart_items ci JOIN products p ON p.id = ci.product_id
         WHERE ci.customer_id = ? AND ci.product_id = ?`,
      )
      .bind(body.userid, body.prod_id)
      .first<{ name: string; quantity: number }>();
    if (!line) throw notFound(NOT_IN_CART);
    throw conflict(stockShortageMessage(line.name, line.quantity, body.unit));
  }
  return c.json({ status: "true", message: "Cart line updated.", data: await loadCart(db, body.userid) });
});
