// Contract: the fulfilment extension (issue 42, migration 0020, decision 050): advance_order moves
// an order one step at a time, each step once with its time, the shipment with its carrier's
// tracking page, and writes the customer's shipped and delivered messages once; GetOrderDetails
// carries the steps as CoEvents; cancel_order refuses an order that has shipped.
import { beforeAll, describe, expect, it } from "vitest";
import { readSql } from "../support/shop-db";
import { allProducts, expectError, expectOk, newAddress, newCustomer, post, type ProductJson } from "./api";

interface EventJson {
  status: string;
  at: string;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
}

interface OrderRowJson {
  CoOrderID: number;
  CoOrderStatus: string;
  CoShippedDate: string | null;
  CoDeliveredDate: string | null;
  CoExpectedDelivery: string | null;
  CoEvents: EventJson[];
}

let product: ProductJson;

beforeAll(async () => {
  const stocked = (await allProducts()).filter((candidate) => candidate.quantity >= 8);
  // Away from the products the other contracts buy.
  const found = stocked.at(-20);
  if (!found) throw new Error("the seed has too few products in stock");
  product = found;
});

async function placedOrder() {
  const customer = await newCustomer("Parcel");
  const addressId = await newAddress(customer.id);
  const placed = await post("/api/insert_order", {
    userid: customer.id,
    payment_intent_id: `pi_contract_parcel_${customer.id}`,
    address_id: addressId,
    items: [{ prod_id: product.id, unit: 1 }],
  });
  expectOk(placed, 201);
  return { customer, orderId: (placed.body.data as OrderRowJson[])[0]!.CoOrderID };
}

const advance = (number: number | string, to: string, extra: Record<string, unknown> = {}) =>
  post("/api/advance_order", { number, to, ...extra });

const SHIPMENT = { carrier: "Canada Post", tracking: "7023 2100 3941 4604" };

const rowOf = (answer: Awaited<ReturnType<typeof advance>>) => (answer.body.data as OrderRowJson[])[0]!;

describe("advance_order (extension)", () => {
  it("moves an order through each step once, in order, timestamped, and writes each message once", async () => {
    const { customer, orderId } = await placedOrder();
    expectError(await advance(orderId, "shipped", SHIPMENT), 409, /must be Packed before it can be Shipped/);

    const packed = await advance(`#${orderId}`, "packed");
    expectOk(packed);
    expect(packed.body.advanced).toBe(true);
    expect(rowOf(packed).CoEvents.map((event) => event.status)).toEqual(["Packed"]);

    expectError(await advance(orderId, "shipped"), 400, /needs its carrier and tracking number/);
    expectError(await advance(orderId, "shipped", { ...SHIPMENT, carrier: "UPS" }), 400, /not a UPS tracking number/);
    expectError(await advance(orderId, "shipped", { ...SHIPMENT, carrier: "Pigeon" }), 400, /carrier must be one of/);

    // Two calls at once: one moves it, the other finds it moved; one event, one message.
    const both = await Promise.all([advance(orderId, "shipped", SHIPMENT), advance(orderId, "shipped", SHIPMENT)]);
    for (const answer of both) expectOk(answer);
    expect(both.map((answer) => answer.body.advanced).sort()).toEqual([false, true]);
    const shipped = rowOf(both[0]!);
    expect(shipped.CoOrderStatus).toBe("Shipped");
    const shipment = shipped.CoEvents.find((event) => event.status === "Shipped");
    expect(shipment).toMatchObject({
      carrier: "Canada Post",
      tracking_number: "7023210039414604",
      tracking_url: "https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023210039414604",
    });
    expect(shipped.CoShippedDate).toBe(shipment?.at);
    // Never an arrival before the parcel can arrive.
    expect(shipped.CoExpectedDelivery! >= shipment!.at.slice(0, 10)).toBe(true);

    expectError(await advance(orderId, "delivered"), 409, /must be Out for delivery before it can be Delivered/);
    expectOk(await advance(orderId, "out-for-delivery"));
    const delivered = await advance(orderId, "delivered");
    expectOk(delivered);
    const done = rowOf(delivered);
    expect(done.CoEvents.map((event) => event.status)).toEqual(["Packed", "Shipped", "Out for delivery", "Delivered"]);
    const times = done.CoEvents.map((event) => event.at);
    expect([...times].sort()).toEqual(times);
    expect(done.CoDeliveredDate).toBe(times.at(-1));
    const again = await advance(orderId, "packed");
    expectOk(again);
    expect(again.body.advanced).toBe(false);

    const messages = await readSql(`SELECT key, kind, locale FROM outbox WHERE order_id = ${orderId} ORDER BY key`);
    expect(messages.filter((message) => message.kind !== "order-confirmation")).toEqual([
      { key: `order-delivered:${orderId}`, kind: "order-delivered", locale: "en" },
      { key: `order-shipped:${orderId}`, kind: "order-shipped", locale: "en" },
    ]);
    const history = await post("/api/GetOrderDetails", { userid: customer.id });
    expect((history.body.data as OrderRowJson[])[0]?.CoEvents).toEqual(done.CoEvents);
  });

  it("refuses to move a cancelled order, and to cancel one that has shipped", async () => {
    const cancelReason = { reason: "Ordered By Mistake", comment: "I ordered this by mistake, sorry." };
    const first = await placedOrder();
    expectOk(await post("/api/cancel_order", { userid: first.customer.id, order_id: first.orderId, ...cancelReason }));
    expectError(await advance(first.orderId, "packed"), 409, /a cancelled order cannot advance/);

    const second = await placedOrder();
    expectOk(await advance(second.orderId, "packed"));
    expectOk(await advance(second.orderId, "shipped", { carrier: "UPS", tracking: "1Z999AA10123456784" }));
    expectError(
      await post("/api/cancel_order", { userid: second.customer.id, order_id: second.orderId, ...cancelReason }),
      409,
      `Order ${second.orderId} has shipped and can no longer be cancelled.`,
    );
    expectError(await advance(999_999_999, "packed"), 404, /Unknown order #999999999/);
    expectError(await advance(second.orderId, "lost"), 400, /to must be one of/);
  });
});
