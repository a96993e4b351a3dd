// Checkout: what pricing a checkout reads (the storefront's totals and payment intents), in one
// call instead of three (decision 056).
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { ADDRESS_COLUMNS, type AddressRow, toAddress } from "../lib/addresses";
import { defaultAddressId, requireCustomer } from "../lib/db";
import { readBody } from "../lib/http";
import { Id } from "../lib/schemas";
import { loadCart } from "./cart";
import { loadTaxes } from "./taxes";

const BasisBody = v.object(
  { userid: Id("userid"), address_id: Id("address_id") },
  "The request body must be a JSON object.",
);

export const checkout = new Hono<AppEnv>();

/**
 * The customer's cart (as Add_cart reads it), the chosen address when it is theirs (none
 * otherwise, as GetAllAddress would not list it) and the tax table (GetAllTax's rows).
 */
checkout.post("/get_checkout_basis", async (c) => {
  const body = await readBody(c, BasisBody);
  const db = c.env.DB;
  await requireCustomer(db, body.userid);
  const [cart, address, defaultId, taxes] = await Promise.all([
    loadCart(db, body.userid),
    db
      .prepare(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = ? AND customer_id = ?`)
      .bind(body.address_id, body.userid)
      .first<AddressRow>(),
    defaultAddressId(db, body.userid),
    loadTaxes(db),
  ]);
  return c.json({
    status: "true",
    message: "Checkout basis fetched.",
    cart,
    addresses: address ? [toAddress(address, defaultId)] : [],
    taxes,
  });
});
