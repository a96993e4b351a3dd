// Checkout: what pricing a checkout reads (the storefront's totals and payment intents), in one
// call instead of three (decision 056).
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { ADDRESS_COLUMNS, type AddressRow, toAddress } from "../lib/addresses";
import { customerQuery, defaultAddressQuery, knownCustomer, type TaxRow } from "../lib/db";
import { readBody } from "../lib/http";
import { Id } from "../lib/schemas";
import { cartQuery, toCartLine, type CartRow } from "./cart";
import { taxesQuery, toTax } from "./taxes";

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
  // One batch, one trip to the database: the checkout's totals and payment intents are the
  // storefront's busiest customer calls, and five queries one by one cost five trips (issue 39).
  const [customer, cart, address, defaultId, taxes] = await db.batch<unknown>([
    customerQuery(db, body.userid),
    cartQuery(db, body.userid),
    db
      .prepare(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = ? AND customer_id = ?`)
      .bind(body.address_id, body.userid),
    defaultAddressQuery(db, body.userid),
    taxesQuery(db),
  ]);
  knownCustomer(customer?.results[0] as { id: number } | undefined, body.userid);
  const addressRow = address?.results[0] as AddressRow | undefined;
  const defaultRow = defaultId?.results[0] as { id: number | null } | undefined;
  return c.json({
    status: "true",
    message: "Checkout basis fetched.",
    cart: (cart?.results as CartRow[]).map(toCartLine),
    addresses: addressRow ? [toAddress(addressRow, defaultRow?.id ?? null)] : [],
    taxes: (taxes?.results as TaxRow[]).map(toTax),
  });
});
