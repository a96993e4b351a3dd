// Order lines in the reader's language (issue 38, decision 043): an order keeps each line's name as
// bought (English); GET /api/orders?locale=fr and the receipt name each line by its product's French
// name, by product id, and keep the name as bought, marked lang "en", where the catalogue has none.
import { afterAll, describe, expect, it } from "vitest";
import type { Order } from "@/domain/order";
import type { Receipt } from "@/domain/receipt";
import { executeSql, readSql } from "../support/shop-db";
import { call, DEMO, signIn } from "./client";

async function orders(cookie: string, query = ""): Promise<Order[]> {
  const result = await call<{ orders: Order[] }>("GET", `/api/orders${query}`, { cookie });
  expect(result.status, result.text).toBe(200);
  return result.body.orders;
}

async function frenchNames(): Promise<Map<number, string>> {
  const rows = await readSql("SELECT product_id, name FROM product_translations WHERE locale = 'fr'");
  return new Map(rows.map((row) => [Number(row.product_id), String(row.name)]));
}

const lines = (list: Order[]) => list.flatMap((order) => order.lines);

let removed: Record<string, unknown> | undefined;

afterAll(async () => {
  if (!removed) return;
  const columns = Object.keys(removed);
  const values = columns.map((column) => {
    const value = removed?.[column];
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
  await executeSql(`INSERT INTO product_translations (${columns.join(", ")}) VALUES (${values.join(", ")})`);
});

describe("order lines named in the page's language", () => {
  it("answers each line by its product's French name for locale fr, the English answer as bought", async () => {
    const cookie = await signIn(DEMO.email, DEMO.password);
    const english = await orders(cookie);
    const french = await orders(cookie, "?locale=fr");
    const translations = await frenchNames();
    expect(lines(english).length).toBeGreaterThan(0);
    // The English answer is SPEC's: the names as bought, no lang.
    expect(lines(english).every((line) => !("lang" in line))).toBe(true);
    expect(french.map((order) => order.id)).toEqual(english.map((order) => order.id));
    for (const [index, line] of lines(french).entries()) {
      const bought = lines(english)[index];
      expect(line.id).toBe(bought?.id);
      expect(line.name, `line ${line.id}`).toBe(translations.get(line.productId ?? 0));
      expect(line.name).not.toBe(bought?.name);
      expect(line.lang).toBeUndefined();
    }

    const [order] = french;
    const receipt = await call<{ receipt: Receipt }>("GET", `/api/orders/${order?.id}/receipt?locale=fr`, { cookie });
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.body.receipt.order.lines.map((line) => line.name)).toEqual(order?.lines.map((line) => line.name));
  });

  it("keeps the name as bought, marked English, for a product the catalogue has no French for", async () => {
    const cookie = await signIn(DEMO.email, DEMO.password);
    const [first] = lines(await orders(cookie));
    if (!first?.productId) throw new Error("the demo customer's first line names no product");
    [removed] = await readSql(
      `SELECT * FROM product_translations WHERE product_id = ${first.productId} AND locale = 'fr'`,
    );
    await executeSql(`DELETE FROM product_translations WHERE product_id = ${first.productId} AND locale = 'fr'`);
    const line = lines(await orders(cookie, "?locale=fr")).find((candidate) => candidate.id === first.id);
    expect(line).toMatchObject({ name: first.name, lang: "en" });
  });
});
