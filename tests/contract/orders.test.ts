// Contract: POST /api/GetOrderDetails and the insert_order / cancel_order extensions.
import { beforeAll, describe, expect, it } from "vitest";
import { paiseFromRupees, taxPaise } from "@/domain/money";
import {
  allProducts,
  baseUrl,
  DEMO,
  expectError,
  expectOk,
  newAddress,
  newCustomer,
  post,
  product,
  type ProductJson,
} from "./api";

const ORDER_KEYS = [
  "CoOrderID",
  "CoProduct",
  "CoSmallImage",
  "CoSize",
  "CoOrderStatus",
  "StandardPrice",
  "CoQuantity",
  "CoPaymentMode",
  "CoDescription",
  "ItemCondition",
  "CoTotalPrice",
  "CoProductID",
  "CoColor",
  "CoOrderDate",
  "CoExpectedDelivery",
  "CoCancelReason",
  "CoCancelComment",
  "CoSubtotal",
  "CoHST",
  "CoPST",
  "CoOrderTotal",
  "CoAddress",
  "CoPaymentReference",
];

interface OrderLine {
  CoOrderID: number;
  CoProductID: number;
  CoOrderStatus: string;
  CoOrderDate: string;
  CoQuantity: number;
  StandardPrice: number;
  CoTotalPrice: number;
  CoSubtotal: number;
  CoHST: number;
  CoPST: number;
  CoOrderTotal: number;
  CoSize: string;
  CoCancelReason: string | null;
  CoCancelComment: string | null;
  CoAddress: Record<string, unknown>;
  CoPaymentReference: string;
}

let stocked: ProductJson[] = [];
let soldOut: ProductJson;
const paise = paiseFromRupees;
let piCounter = 0;
const newPaymentIntent = () => `pi_contract_${Date.now()}_${++piCounter}`;

beforeAll(async () => {
  const products = await allProducts();
  // Fresh stock values: other files may have bought some.
  stocked = await Promise.all(
    products
      .filter((p) => p.quantity >= 8)
      .slice(5, 9)
      .map((p) => product(p.id)),
  );
  if (stocked.length < 4) throw new Error("the demo data needs 4 products with stock >= 8");
  const zero = products.find((p) => p.quantity === 0);
  if (!zero) throw new Error("the demo data has no sold-out product");
  soldOut = zero;
});

async function orders(userid: number): Promise<OrderLine[]> {
  const response = await post("/api/GetOrderDetails", { userid });
  expectOk(response);
  return response.body.data as OrderLine[];
}

describe("POST /api/GetOrderDetails", () => {
  it("lists the demo customer's past orders, one row per line, newest first", async () => {
    const lines = await orders(DEMO.id);
    expect(new Set(lines.map((l) => l.CoOrderID)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(lines.map((l) => l.CoOrderStatus)).size).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      for (const key of ORDER_KEYS) expect(line).toHaveProperty(key);
      expect(["Placed", "Packed", "Shipped", "Out for delivery", "Delivered", "Cancelled"]).toContain(
        line.CoOrderStatus,
      );
      expect(line.CoTotalPrice).toBeCloseTo(line.StandardPrice * line.CoQuantity, 2);
      expect(line.CoOrderTotal).toBeCloseTo(line.CoSubtotal + line.CoHST + line.CoPST, 2);
    }
    const dates = lines.map((l) => Date.parse(l.CoOrderDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("returns an empty list for a customer without orders and refuses bad input", async () => {
    const customer = await newCustomer();
    expect(await orders(customer.id)).toEqual([]);
    expectError(await post("/api/GetOrderDetails", {}), 400, /userid/);
    expectError(await post("/api/GetOrderDetails", { userid: "one" }), 400, /userid/);
    expectError(await post("/api/GetOrderDetails", { userid: 999999 }), 404, /customer/i);
    expectError(await post("/api/GetOrderDetails", "{"), 400, /JSON/);
  });
});

describe("POST /api/insert_order (extension)", () => {
  it("records an order once per payment intent, decrements stock once and empties the bought cart lines", async () => {
    const [a, b, c] = stocked as [ProductJson, ProductJson, ProductJson];
    const customer = await newCustomer();
    const addressId = await newAddress(customer.id, {
      province: "Quebec",
      state: "Quebec",
      pincode: "H2X 1Y4",
      city: "Montreal",
    });
    expectOk(
      await post("/api/Add_cart", [
        { prod_id: a.id, userid: customer.id, unit: 2 },
        { prod_id: b.id, userid: customer.id, unit: 1 },
        { prod_id: c.id, userid: customer.id, unit: 1 },
      ]),
    );
    const pi = newPaymentIntent();
    const body = {
      userid: customer.id,
      payment_intent_id: pi,
      address_id: addressId,
      items: [
        { prod_id: a.id, unit: 2 },
        { prod_id: b.id, unit: 1, size: b.size[0] ?? "", color: b.color[0] ?? "" },
      ],
    };
    const created = await post("/api/insert_order", body);
    expectOk(created, 201);
    expect(created.body.created).toBe(true);
    const lines = created.body.data as OrderLine[];
    expect(lines).toHaveLength(2);
    const orderId = lines[0]?.CoOrderID;
    expect(
      lines.every((l) => l.CoOrderID === orderId && l.CoOrderStatus === "Placed" && l.CoPaymentReference === pi),
    ).toBe(true);

    const subtotal = paise(a.discountPrice) * 2 + paise(b.discountPrice);
    const hst = Math.round((subtotal * 5) / 100);
    const pst = Math.round((subtotal * 9.975) / 100);
    expect(paise(lines[0]!.CoSubtotal)).toBe(subtotal);
    expect(paise(lines[0]!.CoHST)).toBe(hst);
    expect(paise(lines[0]!.CoPST)).toBe(pst);
    expect(paise(lines[0]!.CoOrderTotal)).toBe(subtotal + hst + pst);
    expect(lines[0]!.CoAddress).toMatchObject({ province: "Quebec", city: "Montreal" });

    expect((await product(a.id)).quantity).toBe(a.quantity - 2);
    expect((await product(b.id)).quantity).toBe(b.quantity - 1);
    const cart = await post("/api/Add_cart", [{ userid: customer.id }]);
    expect((cart.body.data as { id: number }[]).map((i) => i.id)).toEqual([c.id]);

    // The same payment intent again: the same order, no second decrement.
    const repeat = await post("/api/insert_order", body);
    expectOk(repeat);
    expect(repeat.body.created).toBe(false);
    expect((repeat.body.data as OrderLine[])[0]?.CoOrderID).toBe(orderId);
    expect((await product(a.id)).quantity).toBe(a.quantity - 2);
    expect((await product(b.id)).quantity).toBe(b.quantity - 1);

    const history = await orders(customer.id);
    expect(history).toHaveLength(2);
    expect(history[0]?.CoOrderID).toBe(orderId);

    // Another customer cannot claim that payment intent.
    const other = await newCustomer();
    const otherAddress = await newAddress(other.id);
    expectError(
      await post("/api/insert_order", { ...body, userid: other.id, address_id: otherAddress }),
      409,
      /another customer/,
    );
  });

  it("checks caller-supplied totals (paise) against prices and the province's tax", async () => {
    const d = stocked[3] as ProductJson;
    const customer = await newCustomer();
    const addressId = await newAddress(customer.id); // Ontario: 13 % HST
    const subtotal = paise(d.discountPrice);
    const hst = taxPaise(subtotal, 13);
    const base = { userid: customer.id, address_id: addressId, items: [{ prod_id: d.id, unit: 1 }] };
    expectError(
      await post("/api/insert_order", {
        ...base,
        payment_intent_id: newPaymentIntent(),
        subtotal_paise: subtotal + 100,
        hst_paise: hst,
        pst_paise: 0,
        total_paise: subtotal + 100 + hst,
      }),
      409,
      /totals/,
    );
    expectError(
      await post("/api/insert_order", {
        ...base,
        payment_intent_id: newPaymentIntent(),
        subtotal_paise: subtotal,
        total_paise: 1,
      }),
      409,
      /totals/,
    );
    expectError(
      await post("/api/insert_order", { ...base, payment_intent_id: newPaymentIntent(), total_paise: 10.5 }),
      400,
      /total_paise/,
    );
    // One paisa off on the tax is a mismatch too: both sides compute it with the same rule.
    expectError(
      await post("/api/insert_order", {
        ...base,
        payment_intent_id: newPaymentIntent(),
        subtotal_paise: subtotal,
        hst_paise: hst + 1,
        pst_paise: 0,
        total_paise: subtotal + hst + 1,
      }),
      409,
      /totals/,
    );
    expect((await product(d.id)).quantity).toBe(d.quantity);
    const ok = await post("/api/insert_order", {
      ...base,
      payment_intent_id: newPaymentIntent(),
      payment_mode: "Online payment (Stripe)",
      subtotal_paise: subtotal,
      hst_paise: hst,
      pst_paise: 0,
      total_paise: subtotal + hst,
    });
    expectOk(ok, 201);
    expect(paise(ok.body.data[0].CoOrderTotal)).toBe(subtotal + hst);
    expect((await product(d.id)).quantity).toBe(d.quantity - 1);
  });

  it("refuses more than the stock and leaves the stock as it was", async () => {
    const a = await product((stocked[0] as ProductJson).id);
    const customer = await newCustomer();
    const addressId = await newAddress(customer.id);
    const base = { userid: customer.id, address_id: addressId };
    const over = await post("/api/insert_order", {
      ...base,
      payment_intent_id: newPaymentIntent(),
      items: [{ prod_id: a.id, unit: a.quantity + 1 }],
    });
    expectError(over, 409);
    expect(over.body.message).toContain(a.name);
    expectError(
      await post("/api/insert_order", {
        ...base,
        payment_intent_id: newPaymentIntent(),
        items: [{ prod_id: soldOut.id, unit: 1 }],
      }),
      409,
    );
    expect((await product(a.id)).quantity).toBe(a.quantity);
    expect(await orders(customer.id)).toEqual([]);
  });

  it("refuses other customers' addresses, unknown ids and malformed bodies", async () => {
    const a = stocked[0] as ProductJson;
    const customer = await newCustomer();
    const addressId = await newAddress(customer.id);
    const other = await newCustomer();
    const good = {
      userid: customer.id,
      payment_intent_id: newPaymentIntent(),
      address_id: addressId,
      items: [{ prod_id: a.id, unit: 1 }],
    };
    expectError(await post("/api/insert_order", { ...good, userid: other.id }), 404, /address/);
    expectError(await post("/api/insert_order", { ...good, address_id: 999999 }), 404, /address/);
    expectError(await post("/api/insert_order", { ...good, userid: 999999 }), 404, /customer/i);
    expectError(await post("/api/insert_order", { ...good, items: [{ prod_id: 999999, unit: 1 }] }), 400, /product/i);
    expectError(await post("/api/insert_order", { ...good, items: [] }), 400, /items/);
    expectError(await post("/api/insert_order", { ...good, items: [{ prod_id: a.id, unit: 0 }] }), 400, /unit/);
    expectError(
      await post("/api/insert_order", {
        ...good,
        items: [
          { prod_id: a.id, unit: 1 },
          { prod_id: a.id, unit: 1 },
        ],
      }),
      400,
      /twice/,
    );
    expectError(await post("/api/insert_order", { ...good, payment_intent_id: "" }), 400, /payment_intent_id/);
    const { payment_intent_id: _pi, ...noIntent } = good;
    expectError(await post("/api/insert_order", noIntent), 400, /payment_intent_id/);
    expectError(await post("/api/insert_order", { ...good, items: "all" }), 400, /items/);
    expectError(await post("/api/insert_order", "{"), 400, /JSON/);
    expect(await orders(customer.id)).toEqual([]);
  });
});

/** A new customer's order of `unit` of one product, recorded as the webhook would. */
async function newOrder(productId: number, unit: number): Promise<{ customer: { id: number }; orderId: number }> {
  const customer = await newCustomer();
  const addressId = await newAddress(customer.id);
  const placed = await post("/api/insert_order", {
    userid: customer.id,
    payment_intent_id: newPaymentIntent(),
    address_id: addressId,
    items: [{ prod_id: productId, unit }],
  });
  expectOk(placed, 201);
  return { customer, orderId: placed.body.data[0].CoOrderID as number };
}

describe("POST /api/cancel_order (extension)", () => {
  const reason = "Ordered By Mistake";
  const comment = "Bought the wrong colour, sorry.";

  it("cancels an open order once, persists reason and comment and restores the stock", async () => {
    const a = await product((stocked[2] as ProductJson).id);
    const { customer, orderId } = await newOrder(a.id, 3);
    expect((await product(a.id)).quantity).toBe(a.quantity - 3);

    const other = await newCustomer();
    expectError(
      await post("/api/cancel_order", { userid: other.id, order_id: orderId, reason, comment }),
      404,
      /order/,
    );

    const cancelled = await post("/api/cancel_order", {
      userid: customer.id,
      order_id: orderId,
      reason,
      comment: `  ${comment}  `,
    });
    expectOk(cancelled);
    const [line] = await orders(customer.id);
    expect(line).toMatchObject({
      CoOrderID: orderId,
      CoOrderStatus: "Cancelled",
      CoCancelReason: reason,
      CoCancelComment: comment,
    });
    expect((await product(a.id)).quantity).toBe(a.quantity);

    expectError(
      await post("/api/cancel_order", { userid: customer.id, order_id: orderId, reason, comment }),
      409,
      /already cancelled/,
    );
    expect((await product(a.id)).quantity).toBe(a.quantity);
  });

  it("refuses a delivered order with 409", async () => {
    const delivered = (await orders(DEMO.id)).find((l) => l.CoOrderStatus === "Delivered");
    if (!delivered) throw new Error("the demo customer has no delivered order");
    expectError(
      await post("/api/cancel_order", { userid: DEMO.id, order_id: delivered.CoOrderID, reason, comment }),
      409,
      /delivered/,
    );
  });

  it("refuses a missing or unknown reason, a short comment and unknown ids", async () => {
    const open = (await orders(DEMO.id)).find(
      (l) => l.CoOrderStatus !== "Delivered" && l.CoOrderStatus !== "Cancelled",
    );
    if (!open) throw new Error("the demo customer has no open order");
    const base = { userid: DEMO.id, order_id: open.CoOrderID };
    expectError(await post("/api/cancel_order", { ...base, comment }), 400, /reason/);
    expectError(await post("/api/cancel_order", { ...base, reason: "Because", comment }), 400, /reason/);
    expectError(
      await post("/api/cancel_order", { ...base, reason, comment: "  short   " }),
      400,
      /at least 10 characters/,
    );
    expectError(await post("/api/cancel_order", { ...base, reason }), 400, /comment/);
    expectError(await post("/api/cancel_order", { ...base, order_id: 999999, reason, comment }), 404, /order/);
    expectError(await post("/api/cancel_order", { ...base, order_id: "x", reason, comment }), 400, /order_id/);
    expectError(await post("/api/cancel_order", "{"), 400, /JSON/);
    const still = (await orders(DEMO.id)).find((l) => l.CoOrderID === open.CoOrderID);
    expect(still?.CoOrderStatus).toBe(open.CoOrderStatus);
  });
});

describe("refunds of cancelled orders (extensions: claim_order_refunds, record_order_refund)", () => {
  const reason = "Cash Issue";
  const comment = "Need the money for something else.";

  async function cancelledOrder(): Promise<number> {
    const { customer, orderId } = await newOrder((stocked[3] as ProductJson).id, 1);
    expectOk(await post("/api/cancel_order", { userid: customer.id, order_id: orderId, reason, comment }));
    return orderId;
  }

  it("cancel_order writes the refund down as requested, for the order's total, held for the cancelling request", async () => {
    const orderId = await cancelledOrder();
    const recorded = await post("/api/record_order_refund", { order_id: orderId, state: "pending" });
    expectOk(recorded);
    const [line] = recorded.body.data;
    expect(line).toMatchObject({ CoOrderID: orderId, CoRefundState: "pending", CoRefundCardLast4: null });
    expect(line.CoRefundAmount).toBeCloseTo(line.CoOrderTotal, 2);
  });

  it("record_order_refund moves an open refund on, never a finished one, and counts failed attempts", async () => {
    const orderId = await cancelledOrder();
    const failed = await post("/api/record_order_refund", {
      order_id: orderId,
      state: "retrying",
      error: "api_error: down",
    });
    expectOk(failed);
    expect(failed.body).toMatchObject({ recorded: true, data: [{ CoRefundState: "retrying" }] });
    const done = await post("/api/record_order_refund", {
      order_id: orderId,
      state: "refunded",
      refund_id: "re_contract_1",
      card_last4: "4242",
    });
    expect(done.body).toMatchObject({
      recorded: true,
      data: [{ CoRefundState: "refunded", CoRefundCardLast4: "4242" }],
    });
    // A late answer of an earlier attempt does not undo it.
    const late = await post("/api/record_order_refund", { order_id: orderId, state: "retrying", error: "late" });
    expectOk(late);
    expect(late.body).toMatchObject({ recorded: false, data: [{ CoRefundState: "refunded" }] });
  });

  it("claim_order_refunds hands out only due refunds, each to one caller at a time", async () => {
    const orderId = await cancelledOrder();
    // Held by the cancelling request's lease: not due yet.
    const first = await post("/api/claim_order_refunds", { limit: 50 });
    expectOk(first);
    expect(first.body.data.map((row: { order_id: number }) => row.order_id)).not.toContain(orderId);
    expectOk(await post("/api/record_order_refund", { order_id: orderId, state: "retrying", error: "down" }));
    // Due again only after its delay: still not handed out.
    const second = await post("/api/claim_order_refunds", { limit: 50 });
    expect(second.body.data.map((row: { order_id: number }) => row.order_id)).not.toContain(orderId);
  });

  it("refuses bad input, unknown orders and orders without a refund", async () => {
    expectError(await post("/api/record_order_refund", { order_id: 999999, state: "refunded" }), 404, /order/);
    expectError(await post("/api/record_order_refund", { order_id: 1, state: "requested" }), 400, /state/);
    expectError(
      await post("/api/record_order_refund", { order_id: 1, state: "refunded", card_last4: "42" }),
      400,
      /card_last4/,
    );
    expectError(await post("/api/claim_order_refunds", { limit: 500 }), 400, /limit/);
    const open = (await orders(DEMO.id)).find(
      (l) => l.CoOrderStatus !== "Delivered" && l.CoOrderStatus !== "Cancelled",
    );
    if (!open) throw new Error("the demo customer has no open order");
    expectError(
      await post("/api/record_order_refund", { order_id: open.CoOrderID, state: "refunded" }),
      409,
      /no refund/,
    );
  });

  it("needs the service token", async () => {
    for (const path of ["/api/claim_order_refunds", "/api/record_order_refund"]) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      expect(response.status, path).toBe(401);
    }
  });
});
