// The retention job's scheduled function (functions/retention.ts, decision 059) on the site server,
// which the functions suite runs every second: a reset row past its day and a message body past its
// 30 days disappear, while the same kinds of rows younger than their period stay.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { executeSql, readSql } from "../support/shop-db";
import { newCustomer } from "./client";

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe("the scheduled retention job", { timeout: 120_000 }, () => {
  it("deletes a day-old reset row and empties a month-old message, and leaves younger ones", async () => {
    const customer = await newCustomer("Retention");
    const [oldHash, youngHash] = [randomBytes(32).toString("hex"), randomBytes(32).toString("hex")];
    const key = (name: string) => `retention-fn-${customer.id}-${name}`;
    const message = (name: string, sentAt: string) =>
      `INSERT INTO outbox (key, kind, customer_id, payload, created_at, due_at, sent_at)
       VALUES ('${key(name)}', 'contact', ${customer.id}, '{"text":"${name}"}', '${sentAt}', '${sentAt}', '${sentAt}')`;
    await executeSql(
      [
        `INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES
           ('${oldHash}', ${customer.id}, '${ago(2 * DAY)}', '${ago(2 * DAY)}'),
           ('${youngHash}', ${customer.id}, '${ago(DAY / 2)}', '${ago(DAY / 2)}')`,
        message("old", ago(31 * DAY)),
        message("young", ago(29 * DAY)),
      ].join(";\n"),
    );
    // What the test means: the old rows are gone, whenever the schedule's next run comes.
    await expect
      .poll(
        async () => ({
          resets: (await readSql(`SELECT token_hash FROM password_resets WHERE customer_id = ${customer.id}`)).map(
            (row) => row.token_hash,
          ),
          bodies: (
            await readSql(
              `SELECT key FROM outbox WHERE key LIKE 'retention-fn-${customer.id}-%' AND payload IS NOT NULL`,
            )
          ).map((row) => row.key),
        }),
        { timeout: 60_000, interval: 500 },
      )
      .toEqual({ resets: [youngHash], bodies: [key("young")] });
    // The emptied message keeps its record.
    const [kept] = await readSql(`SELECT kind, customer_id, sent_at FROM outbox WHERE key = '${key("old")}'`);
    expect(kept).toMatchObject({ kind: "contact", customer_id: customer.id });
  });
});
