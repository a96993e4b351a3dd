// Contract: the returns extensions (issue 30, migration 0015, decision 029): insert_return,
// GetOrderReturns, mark_return_received, claim_return_refunds and record_return_refund, and the
// returns each order of GetOrderDetails carries.
import { beforeAll, describe, expect, it } from "vitest";
import { executeSql, readSql } from "../support/shop-db";
import { allProducts, expectError, expectOk, newAddress, newCustomer, post, type ProductJson } from "./api";

interface ReturnJson {
  return_id: number;
  number: string;
  order_id: number;
  state: string;
  reason: string;
  comment: string;
  lines: { order_item_id: number; units: number }[];
  subtotal: number;
  tax: number;
  refund_amount: number;
  refund_state: string | null;
}

let products: [ProductJson, ProductJson];

beforeAll(async () => {
  const stocked = (await allProducts()).filter((product) => product.quantity >= 8);
  // Away from the products the orders, cart and reviews contracts use.
  const [a, b] = stocked.slice(-16, -14);
  if (!a || !b) throw new Error("the seed has too few products in stock");
  products = [a, b];
});

/** A customer with an order of 2 + 1 units (Ontario: 13% HST), delivered `daysAgo` days ago. */
async function deliveredOrder(daysAgo = 1) {
  const customer = await newCustomer("Returner");
  const addressId = await newAddress(customer.id);
  const placed = await post("/api/insert_order", {
    userid: customer.id,
    payment_intent_id: `pi_contract_return_${customer.id}`,
    address_id: addressId,
    items: [
      { prod_id: products[0].id, unit: 2 },
      { prod_id: products[1].id, unit: 1 },
    ],
  });
  expectOk(placed, 201);
  const rows = placed.body.data as { CoOrderID: number; CoOrderItemID: number; CoQuantity: number }[];
  const orderId = rows[0]!.CoOrderID;
  const deliveredAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await executeSql(`UPDATE orders SET status = 'Delivered', delivered_at = '${deliveredAt}' WHERE id = ${orderId}`);
  const [order] = await readSql(
    `SELECT subtotal_paise, hst_paise, pst_paise, total_paise FROM orders WHERE id = ${orderId}`,
  );
  return {
    customer,
    orderId,
    lines: rows.map((row) => ({ id: row.CoOrderItemID, quantity: row.CoQuantity })),
    totals: order as { subtotal_paise: number; hst_paise: number; pst_paise: number; total_paise: number },
  };
}

const returnOf = (
  userid: number,
  orderId: number,
  lines: { order_item_id: number; units: number }[],
  extra: Record<string, unknown> = {},
) => post("/api/insert_return", { userid, order_id: orderId, reason: "Wrong size", lines, ...extra });

describe("returns (extension)", () => {
  it("writes a return with a number, the state Requested, its amount with the tax share and its message", async () => {
    const { customer, orderId, lines, totals } = await deliveredOrder();
    const [first, second] = lines as [{ id: number; quantity: number }, { id: number; quantity: number }];
    const created = await returnOf(customer.id, orderId, [{ order_item_id: first.id, units: 1 }], {
      comment: "  Too tight.  ",
    });
    expectOk(created, 201);
    const made = created.body.data[0] as ReturnJson;
    expect(made).toMatchObject({
      order_id: orderId,
      state: "Requested",
      reason: "Wrong size",
      comment: "Too tight.",
      lines: [{ order_item_id: first.id, units: 1 }],
      refund_state: null,
    });
    expect(made.number).toMatch(/^R\d{6}$/);
    const unitPaise = Math.round(products[0].discountPrice * 100);
    const tax = totals.hst_paise + totals.pst_paise;
    expect(Math.round(made.subtotal * 100)).toBe(unitPaise);
    expect(Math.round(made.tax * 100)).toBe(
      Math.floor((tax * unitPaise * 2 + totals.subtotal_paise) / (2 * totals.subtotal_paise)),
    );

    // The rest of the order in a second return: together they give back exactly what was paid.
    const rest = await returnOf(customer.id, orderId, [{ order_item_id: second.id, units: second.quantity }]);
    expectOk(rest, 201);
    const both = [made, rest.body.data[0] as ReturnJson];
    expect(Math.round(both.reduce((sum, one) => sum + one.refund_amount * 100, 0))).toBeLessThanOrEqual(
      totals.total_paise,
    );

    const listed = await post("/api/GetOrderReturns", { userid: customer.id, order_id: orderId });
    expectOk(listed);
    expect((listed.body.data as ReturnJson[]).map((one) => one.number)).toEqual(both.map((one) => one.number));
    const history = await post("/api/GetOrderDetails", { userid: customer.id });
    const row = (history.body.data as { CoOrderID: number; CoReturns: ReturnJson[] }[]).find(
      (candidate) => candidate.CoOrderID === orderId,
    );
    expect(row?.CoReturns.map((one) => one.state)).toEqual(["Requested", "Requested"]);
    const messages = await readSql(`SELECT key FROM outbox WHERE kind = 'return-requested' AND order_id = ${orderId}`);
    expect(messages.map((message) => message.key)).toEqual(both.map((one) => `return-requested:${one.return_id}`));
  });

  it("refuses another customer's order, units beyond those bought, a line returned twice and bad reasons", async () => {
    const { customer, orderId, lines } = await deliveredOrder();
    const [first] = lines as [{ id: number; quantity: number }];
    const stranger = await newCustomer("Stranger");
    expectError(await returnOf(stranger.id, orderId, [{ order_item_id: first.id, units: 1 }]), 404, /Unknown order/);
    expectError(
      await returnOf(customer.id, orderId, [{ order_item_id: first.id, units: first.quantity + 1 }]),
      400,
      new RegExp(`at most ${first.quantity}`),
    );
    expectError(await returnOf(customer.id, orderId, [{ order_item_id: 999_999_999, units: 1 }]), 400, /not part/);
    expectError(
      await returnOf(customer.id, orderId, [
        { order_item_id: first.id, units: 1 },
        { order_item_id: first.id, units: 1 },
      ]),
      400,
      /named twice/,
    );
    expectError(
      await returnOf(customer.id, orderId, [{ order_item_id: first.id, units: 1 }], { reason: "Bored" }),
      400,
      /reason/,
    );
    expectError(
      await returnOf(customer.id, orderId, [{ order_item_id: first.id, units: 1 }], { comment: "x".repeat(501) }),
      400,
      /500/,
    );
    expectOk(await returnOf(customer.id, orderId, [{ order_item_id: first.id, units: 1 }]), 201);
    expectError(
      await returnOf(customer.id, orderId, [{ order_item_id: first.id, units: 1 }]),
      409,
      /already in return R\d{6}/,
    );
    // Nothing of the refused calls was written.
    const written = await readSql(`SELECT COUNT(*) AS n FROM returns WHERE order_id = ${orderId}`);
    expect(written[0]?.n).toBe(1);
    // Another customer's returns are not listed.
    const listed = await post("/api/GetOrderReturns", { userid: stranger.id, order_id: orderId });
    expectOk(listed);
    expect(listed.body.data).toEqual([]);
  });

  it("refuses an order that is not delivered or was delivered more than 30 days ago", async () => {
    const late = await deliveredOrder(31);
    expectError(
      await returnOf(late.customer.id, late.orderId, [{ order_item_id: late.lines[0]!.id, units: 1 }]),
      409,
      /more than 30 days ago/,
    );
    const open = await deliveredOrder(29);
    expectOk(await returnOf(open.customer.id, open.orderId, [{ order_item_id: open.lines[0]!.id, units: 1 }]), 201);
    await executeSql(`UPDATE orders SET status = 'Shipped', delivered_at = NULL WHERE id = ${late.orderId}`);
    expectError(
      await returnOf(late.customer.id, late.orderId, [{ order_item_id: late.lines[0]!.id, units: 1 }]),
      409,
      /not been delivered/,
    );
  });

  it("the demo customer's seeded orders, dated from the seeding day, hold one that can be returned and one too old", async () => {
    const delivered = (await readSql(
      "SELECT id, delivered_at FROM orders WHERE customer_id = 1 AND status = 'Delivered' ORDER BY delivered_at",
    )) as { id: number; delivered_at: string }[];
    expect(delivered).toHaveLength(2);
    const [old, recent] = [delivered[0]!, delivered[1]!];
    const firstLine = async (orderId: number) =>
      (
        (await readSql(`SELECT id FROM order_items WHERE order_id = ${orderId} ORDER BY id LIMIT 1`)) as {
          id: number;
        }[]
      )[0]!.id;
    expectError(
      await returnOf(1, old.id, [{ order_item_id: await firstLine(old.id), units: 1 }]),
      409,
      /more than 30 days ago/,
    );
    const made = await returnOf(1, recent.id, [{ order_item_id: await firstLine(recent.id), units: 1 }]);
    expectOk(made, 201);
    const received = await post("/api/mark_return_received", { number: (made.body.data[0] as ReturnJson).number });
    expectOk(received);
    expect(received.body.received).toBe(true);
  });

  it("marks a return received once: its refund is written down once, and recorded once", async () => {
    const { customer, orderId, lines } = await deliveredOrder();
    const created = await returnOf(customer.id, orderId, [{ order_item_id: lines[0]!.id, units: 1 }]);
    expectOk(created, 201);
    const made = created.body.data[0] as ReturnJson;

    const [first, second] = await Promise.all([
      post("/api/mark_return_received", { number: made.number }),
      post("/api/mark_return_received", { number: made.number }),
    ]);
    expectOk(first);
    expectOk(second);
    expect([first.body.received, second.body.received].sort()).toEqual([false, true]);
    expect(first.body.data[0]).toMatchObject({ state: "Received", refund_state: "requested" });
    expectError(await post("/api/mark_return_received", { number: "R999999999" }), 404, /Unknown return/);
    expectError(await post("/api/mark_return_received", { number: "twelve" }), 400);

    // Claimed by one runner only: a second claim inside the lease gets nothing.
    const claims = await Promise.all([
      post("/api/claim_return_refunds", { limit: 50 }),
      post("/api/claim_return_refunds", { limit: 50 }),
    ]);
    const claimed = claims.flatMap((claim) => claim.body.data as { return_id: number; refund_amount: number }[]);
    expect(claimed.filter((one) => one.return_id === made.return_id)).toEqual([
      expect.objectContaining({ return_id: made.return_id, refund_amount: made.refund_amount }),
    ]);

    const record = () =>
      post("/api/record_return_refund", {
        return_id: made.return_id,
        state: "refunded",
        refund_id: "re_contract",
        card_last4: "4242",
      });
    const recorded = await record();
    expectOk(recorded);
    expect(recorded.body).toMatchObject({ recorded: true, data: [{ state: "Refunded", refund_state: "refunded" }] });
    // A late answer never undoes it, and writes no second message.
    expect((await record()).body.recorded).toBe(false);
    const late = await post("/api/record_return_refund", {
      return_id: made.return_id,
      state: "retrying",
      error: "late",
    });
    expect(late.body).toMatchObject({ recorded: false, data: [{ state: "Refunded" }] });
    const messages = await readSql(`SELECT key FROM outbox WHERE key = 'return-refunded:${made.return_id}'`);
    expect(messages).toHaveLength(1);
  });
});
