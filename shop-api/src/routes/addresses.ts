// Addresses: the customer's address book (insert, list, and the update/delete extensions).
import { Hono } from "hono";
import * as v from "valibot";
import { EMAIL_PATTERN, INVALID_EMAIL } from "@domain/account";
import {
  normalizePostalCode,
  POSTAL_CODE_OR_ZIP,
  postalCodeFitsProvince,
  wrongDistrictMessage,
} from "@domain/postal-code";
import { MOBILE_DIGITS, normalizeMobile } from "@domain/phone";
import type { AppEnv } from "../env";
import { ADDRESS_COLUMNS, type AddressRow, toAddress } from "../lib/addresses";
import { defaultAddressId, findProvince, requireCustomer } from "../lib/db";
import { badRequest, notFound, readBody } from "../lib/http";
import { assertReseller, Id, OptionalText, ResId, Text } from "../lib/schemas";

const addressFields = {
  name: Text("name", 120),
  email: v.pipe(
    OptionalText("email", 254),
    v.check((value) => value === "" || EMAIL_PATTERN.test(value), INVALID_EMAIL),
  ),
  // The storefront's rule (src/domain/phone.ts): a North American number, stored as 10 digits.
  mobile: v.pipe(
    Text("mobile", 30),
    v.transform(normalizeMobile),
    v.regex(MOBILE_DIGITS, "mobile must be a 10-digit North American number."),
  ),
  address1: Text("address1", 200),
  address2: OptionalText("address2", 200),
  country: v.pipe(
    OptionalText("country", 60),
    v.check((value) => value === "" || value.toLowerCase() === "canada", "Only addresses in Canada are supported."),
  ),
  city: Text("city", 100),
  district: OptionalText("district", 100),
  // The storefront's rule (src/domain/postal-code.ts): a Canadian postal code or a numeric zip.
  pincode: v.pipe(
    Text("pincode", 10),
    v.regex(POSTAL_CODE_OR_ZIP, "pincode must be a Canadian postal code (A1A 1A1) or a numeric zip."),
    v.transform(normalizePostalCode),
  ),
  state: OptionalText("state", 60),
  province: Text("province", 60),
  userid: Id("userid"),
};

const InsertBody = v.object(addressFields, "The request body must be a JSON object.");
const UpdateBody = v.object(
  { ...addressFields, address_id: Id("address_id") },
  "The request body must be a JSON object.",
);
const ListBody = v.object({ user_id: Id("user_id"), res_id: ResId }, "The request body must be a JSON object.");
const DeleteBody = v.object(
  { userid: Id("userid"), address_id: Id("address_id") },
  "The request body must be a JSON object.",
);

type AddressInput = v.InferOutput<typeof InsertBody>;

/** The columns an address is written to, in the order `stored` gives their values. */
const STORED_COLUMNS = [
  "firstname",
  "lastname",
  "email",
  "address1",
  "address2",
  "city",
  "district",
  "state",
  "province",
  "pincode",
  "mobileno",
  "country",
] as const;

/** Validates the province against the tax table and gives the stored values, in STORED_COLUMNS' order. */
async function stored(db: D1Database, input: AddressInput): Promise<string[]> {
  const province = await findProvince(db, input.province);
  if (!province) throw badRequest(`Unknown province '${input.province}'.`);
  const state = province.province;
  if (input.state !== "") {
    const stateRow = await findProvince(db, input.state);
    if (!stateRow) throw badRequest(`Unknown state '${input.state}'.`);
    if (stateRow.id !== province.id) throw badRequest("state and province must name the same province.");
  }
  if (!postalCodeFitsProvince(input.pincode, province.province_code || province.province))
    throw badRequest(
      `pincode is not in ${province.province}: ${wrongDistrictMessage(province.province_code || province.province)}`,
    );
  const [firstname = "", ...rest] = input.name.split(/\s+/);
  const values: Record<(typeof STORED_COLUMNS)[number], string> = {
    firstname,
    lastname: rest.join(" "),
    email: input.email,
    address1: input.address1,
    address2: input.address2,
    city: input.city,
    district: input.district,
    state,
    province: province.province,
    pincode: input.pincode,
    mobileno: input.mobile,
    country: "Canada",
  };
  return STORED_COLUMNS.map((column) => values[column]);
}

export const addresses = new Hono<AppEnv>();

addresses.post("/insert_Customeraddress", async (c) => {
  const body = await readBody(c, InsertBody);
  await requireCustomer(c.env.DB, body.userid);
  const values = await stored(c.env.DB, body);
  const row = await c.env.DB.prepare(
    `INSERT INTO addresses (customer_id, ${STORED_COLUMNS.join(", ")})
     VALUES (?, ${STORED_COLUMNS.map(() => "?").join(", ")}) RETURNING ${ADDRESS_COLUMNS}`,
  )
    .bind(body.userid, ...values)
    .first<AddressRow>();
  const defaultId = await defaultAddressId(c.env.DB, body.userid);
  return c.json({ status: "true", message: "Address saved.", data: row ? [toAddress(row, defaultId)] : [] });
});

addresses.post("/GetAllAddress", async (c) => {
  const body = await readBody(c, ListBody);
  assertReseller(body.res_id);
  await requireCustomer(c.env.DB, body.user_id);
  const { results } = await c.env.DB.prepare(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE customer_id = ? ORDER BY id`,
  )
    .bind(body.user_id)
    .all<AddressRow>();
  const defaultId = await defaultAddressId(c.env.DB, body.user_id);
  return c.json({
    status: "true",
    message: "Addresses fetched.",
    data: results.map((row) => toAddress(row, defaultId)),
  });
});

addresses.post("/update_address", async (c) => {
  const body = await readBody(c, UpdateBody);
  await requireCustomer(c.env.DB, body.userid);
  const values = await stored(c.env.DB, body);
  const row = await c.env.DB.prepare(
    `UPDATE addresses SET ${STORED_COLUMNS.map((column) => `${column} = ?`).join(", ")}
     WHERE id = ? AND customer_id = ? RETURNING ${ADDRESS_COLUMNS}`,
  )
    .bind(...values, body.address_id, body.userid)
    .first<AddressRow>();
  if (!row) throw notFound(`Unknown address ${body.address_id} for this customer.`);
  const defaultId = await defaultAddressId(c.env.DB, body.userid);
  return c.json({ status: "true", message: "Address updated.", data: [toAddress(row, defaultId)] });
});

addresses.post("/delete_address", async (c) => {
  const body = await readBody(c, DeleteBody);
  await requireCustomer(c.env.DB, body.userid);
  const owned = await c.env.DB.prepare("SELECT id FROM addresses WHERE id = ? AND customer_id = ?")
    .bind(body.address_id, body.userid)
    .first<{ id: number }>();
  if (!owned) throw notFound(`Unknown address ${body.address_id} for this customer.`);
  // Orders keep their address snapshot; only the live reference is cleared. A deleted default is
  // forgotten, so the oldest remaining address becomes the default (and a reused id does not).
  await c.env.DB.batch([
    c.env.DB.prepare("UPDATE customers SET default_address_id = NULL WHERE id = ? AND default_address_id = ?").bind(
      body.userid,
      body.address_id,
    ),
    c.env.DB.prepare("UPDATE orders SET address_id = NULL WHERE address_id = ?").bind(body.address_id),
    c.env.DB.prepare("DELETE FROM addresses WHERE id = ? AND customer_id = ?").bind(body.address_id, body.userid),
  ]);
  return c.json({ status: "true", message: "Address deleted.", data: [{ id: body.address_id }] });
});
