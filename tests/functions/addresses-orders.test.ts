// GET/POST /api/addresses, PUT/DELETE /api/addresses/{id}, GET /api/orders and
// POST /api/orders/{id}/cancel, GET /api/orders/{id}/receipt: success paths, the address form's
// messages, the cancel rules and whose receipt is whose.
import { describe, expect, it } from "vitest";
import { CANCEL_REASONS } from "@/domain/order-cancellation";
import type { Address } from "@/domain/address";
import type { Order } from "@/domain/order";
import type { Receipt } from "@/domain/receipt";
import type { TaxRate } from "@/domain/tax";
import { addressForm, call, DEMO, newCustomer, signIn } from "./client";
import {
  addAddress,
  buyThroughWebhook,
  expectError,
  getAddresses,
  getOrders,
  lineFor,
  paise,
  pickProducts,
  putCart,
  shopStock,
  taxOf,
  type Picked,
} from "./helpers";

const REASON = CANCEL_REASONS[1];
const COMMENT = "Changed my mind about this one.";

describe("addresses", () => {
  it("a new customer has none; POST adds one (201) stored with the tax table's province name; GET lists it", async () => {
    const customer = await newCustomer("Addr");
    expect(await getAddresses(customer.cookie)).toEqual([]);

    const created = await call<{ address: Record<string, unknown> }>("POST", "/api/addresses", {
      cookie: customer.cookie,
      body: addressForm("BC"),
    });
    expect(created.status, created.text).toBe(201);
    const form = addressForm();
    expect(created.body.address).toMatchObject({
      id: expect.any(Number),
      firstName: "Test",
      lastName: "Shopper",
      name: form.name,
      email: form.email,
      mobile: form.mobile,
      street: form.street,
      locality: form.locality,
      city: form.city,
      province: "British Columbia",
      zip: form.zip,
      country: "Canada",
    });
    const ontario = await addAddress(customer.cookie, "ontario");
    expect(ontario.province).toBe("Ontario");
    expect(await getAddresses(customer.cookie)).toEqual([created.body.address, ontario]);
  });

  it("the form's rules: every field required, numeric zip or postal code of the province, valid email, a province from the list", async () => {
    const customer = await newCustomer("AddrRules");
    const empty = expectError(
      await call("POST", "/api/addresses", { cookie: customer.cookie, body: {} }),
      400,
      "validation_failed",
    );
    expect(empty.fields).toEqual(
      Object.fromEntries(
        ["name", "email", "mobile", "zip", "street", "locality", "city", "province"].map((field) => [
          field,
          "This field is required",
        ]),
      ),
    );
    const blank = expectError(
      await call("POST", "/api/addresses", { cookie: customer.cookie, body: { ...addressForm(), city: "   " } }),
      400,
    );
    expect(blank.fields).toEqual({ city: "This field is required" });
    const zip = expectError(
      await call("POST", "/api/addresses", { cookie: customer.cookie, body: { ...addressForm(), zip: "V6B-1A1" } }),
      400,
    );
    expect(zip.fields).toEqual({ zip: "Please enter a postal code like M5V 3L9, or a numeric zip code." });
    // Issue 31: a postal code's first letter must be its province's.
    const district = expectError(
      await call("POST", "/api/addresses", {
        cookie: customer.cookie,
        body: { ...addressForm("Ontario"), zip: "V6B 1A1" },
      }),
      400,
    );
    expect(district.fields).toEqual({ zip: "A postal code in Ontario starts with K, L, M, N or P." });
    const email = expectError(
      await call("POST", "/api/addresses", { cookie: customer.cookie, body: { ...addressForm(), email: "nope" } }),
      400,
    );
    expect(email.fields).toEqual({ email: "Please enter a valid email address." });
    const province = expectError(
      await call("POST", "/api/addresses", { cookie: customer.cookie, body: addressForm("Atlantis") }),
      400,
    );
    expect(province.fields).toEqual({ province: "Please choose a province from the list." });
    expect(await getAddresses(customer.cookie)).toEqual([]);
  });

  it("DELETE removes the customer's own address; again, or a malformed id, is 404", async () => {
    const customer = await newCustomer("AddrDel");
    const keep = await addAddress(customer.cookie);
    const drop = await addAddress(customer.cookie, "Ontario");
    const deleted = await call("DELETE", `/api/addresses/${drop.id}`, { cookie: customer.cookie });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ deleted: drop.id });
    expect(await getAddresses(customer.cookie)).toEqual([keep]);

    const [again, malformed, collection, single] = await Promise.all([
      call("DELETE", `/api/addresses/${drop.id}`, { cookie: customer.cookie }),
      call("DELETE", "/api/addresses/abc", { cookie: customer.cookie }),
      call("DELETE", "/api/addresses", { cookie: customer.cookie }),
      call("GET", `/api/addresses/${keep.id}`, { cookie: customer.cookie }),
    ]);
    expect(expectError(again, 404, "address_not_found").message).toBe("Address not found.");
    expect(expectError(malformed, 404).message).toBe("Address not found.");
    expectError(collection, 405);
    expect(collection.headers.get("allow")).toBe("GET, POST");
    expectError(single, 405);
    expect(single.headers.get("allow")).toBe("DELETE, PUT");
    expect(await getAddresses(customer.cookie)).toEqual([keep]);
  });

  it("a postal code is stored as A1A 1A1 (issue 31)", async () => {
    const customer = await newCustomer("AddrPostal");
    const created = await call<{ address: Address }>("POST", "/api/addresses", {
      cookie: customer.cookie,
      body: { ...addressForm("ON"), zip: " m5v3l9 " },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.address).toMatchObject({ province: "Ontario", zip: "M5V 3L9" });
    expect(await getAddresses(customer.cookie)).toEqual([created.body.address]);
  });

  it("PUT replaces the customer's own address with the form's rules; another customer's, or none, is 404", async () => {
    const owner = await newCustomer("AddrEdit");
    const other = await newCustomer("AddrEditOther");
    const address = await addAddress(owner.cookie, "Ontario");

    const moved = await call<{ address: Address }>("PUT", `/api/addresses/${address.id}`, {
      cookie: owner.cookie,
      body: { ...addressForm("Quebec"), city: "Montreal", zip: "h2x1y4" },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.address).toEqual({ ...address, city: "Montreal", province: "Quebec", zip: "H2X 1Y4" });
    expect(await getAddresses(owner.cookie)).toEqual([moved.body.address]);

    const wrongLetter = expectError(
      await call("PUT", `/api/addresses/${address.id}`, {
        cookie: owner.cookie,
        body: { ...addressForm("Quebec"), zip: "M5V 3L9" },
      }),
      400,
      "validation_failed",
    );
    expect(wrongLetter.fields).toEqual({ zip: "A postal code in Quebec starts with G, H or J." });

    const [stranger, unknown, malformed] = await Promise.all([
      call("PUT", `/api/addresses/${address.id}`, { cookie: other.cookie, body: addressForm("Yukon") }),
      call("PUT", "/api/addresses/999999", { cookie: owner.cookie, body: addressForm() }),
      call("PUT", "/api/addresses/abc", { cookie: owner.cookie, body: addressForm() }),
    ]);
    for (const answer of [stranger, unknown, malformed])
      expect(expectError(answer, 404, "address_not_found").message).toBe("Address not found.");
    expect(await getAddresses(owner.cookie)).toEqual([moved.body.address]);
  });
});

describe("orders", () => {
  it("the demo customer has the seeded orders, newest first, with their lines and totals", async () => {
    const cookie = await signIn(DEMO.email, DEMO.password);
    const orders = await getOrders(cookie);
    expect(orders.length).toBeGreaterThanOrEqual(5);
    const seeded = orders.filter((order) => order.id <= 5);
    expect(seeded.map((order) => order.id)).toEqual([5, 4, 3, 2, 1]);
    expect(seeded.map((order) => order.status).sort()).toEqual([
      "Cancelled",
      "Delivered",
      "Delivered",
      "Placed",
      "Shipped",
    ]);
    for (const order of seeded) {
      expect(order.lines.length).toBeGreaterThan(0);
      // Amounts are whole paise, so they add up exactly.
      const lines = order.lines.reduce((sum, line) => sum + line.lineTotal, 0);
      expect(Number.isSafeInteger(lines), `order ${order.id}`).toBe(true);
      expect(lines, `order ${order.id}`).toBe(order.subtotal);
      expect(order.total).toBe((order.subtotal ?? 0) + (order.hst ?? 0) + (order.pst ?? 0));
      // Cancel only until the parcel leaves (issue 42): the seeded Shipped order has left.
      expect(order.cancellable, `order ${order.id} ${order.status}`).toBe(
        order.status === "Placed" || order.status === "Packed",
      );
    }
  });

  it("a new customer has no orders", async () => {
    const customer = await newCustomer("NoOrders");
    expect(await getOrders(customer.cookie)).toEqual([]);
  });

  it("cancelling one's own order: the reason and comment are checked, then it is Cancelled and the stock goes back; twice is 409", async () => {
    const customer = await newCustomer("Canceller");
    const address = await addAddress(customer.cookie, "Ontario");
    const [item] = (await pickProducts(1, (candidate) => candidate.stock >= 20, [])) as [Picked];
    await putCart(customer.cookie, [lineFor(item, 2)]);
    const { orderId } = await buyThroughWebhook(customer.cookie, { addressId: address.id });
    expect(await shopStock(item.id)).toBe(item.stock - 2);

    const path = `/api/orders/${orderId}/cancel`;
    const [noReason, shortComment, nothing] = await Promise.all([
      call("POST", path, { cookie: customer.cookie, body: { reason: "Because", comment: COMMENT } }),
      call("POST", path, { cookie: customer.cookie, body: { reason: REASON, comment: "  too short " } }),
      call("POST", path, { cookie: customer.cookie, body: {} }),
    ]);
    expect(expectError(noReason, 400, "validation_failed").fields?.reason).toBe(
      "Please select a reason for cancellation.",
    );
    expect(expectError(shortComment, 400, "validation_failed").fields?.comment).toBe(
      "Please enter at least 10 characters in the comments.",
    );
    expect(Object.keys(expectError(nothing, 400).fields ?? {}).sort()).toEqual(["comment", "reason"]);
    expect((await getOrders(customer.cookie))[0]?.status).toBe("Placed");

    const cancelled = await call<{ order: Order }>("POST", path, {
      cookie: customer.cookie,
      body: { reason: REASON, comment: `  ${COMMENT}  ` },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      id: orderId,
      status: "Cancelled",
      cancelReason: REASON,
      cancelComment: COMMENT,
      cancellable: false,
    });
    expect(cancelled.body.order.cancelledAt).not.toBeNull();
    expect((await getOrders(customer.cookie))[0]).toMatchObject({ id: orderId, status: "Cancelled" });
    expect(await shopStock(item.id)).toBe(item.stock);

    const [twice, unknown, malformed, read] = await Promise.all([
      call("POST", path, { cookie: customer.cookie, body: { reason: REASON, comment: COMMENT } }),
      call("POST", "/api/orders/999999/cancel", {
        cookie: customer.cookie,
        body: { reason: REASON, comment: COMMENT },
      }),
      call("POST", "/api/orders/abc/cancel", { cookie: customer.cookie, body: { reason: REASON, comment: COMMENT } }),
      call("GET", path, { cookie: customer.cookie }),
    ]);
    expectError(twice, 409);
    expectError(unknown, 404);
    expectError(malformed, 404, "order_not_found");
    expectError(read, 405);
  });

  it("a delivered order cannot be cancelled (409) and stays as it was", async () => {
    const cookie = await signIn(DEMO.email, DEMO.password);
    const before = await getOrders(cookie);
    const delivered = before.find((order) => order.status === "Delivered");
    expect(delivered).toBeDefined();
    expectError(
      await call("POST", `/api/orders/${delivered?.id}/cancel`, { cookie, body: { reason: REASON, comment: COMMENT } }),
      409,
    );
    expect(await getOrders(cookie)).toEqual(before);
  });
});

describe("receipts", () => {
  const receiptOf = (orderId: number | string, cookie?: string) =>
    call<{ receipt: Receipt }>("GET", `/api/orders/${orderId}/receipt`, { cookie });

  it("the customer's receipt: the order as listed, and the province's rates that give its HST and PST", async () => {
    const customer = await newCustomer("Receipt");
    const address = await addAddress(customer.cookie, "British Columbia");
    const [a, b] = (await pickProducts(2, (candidate) => candidate.stock >= 20, [])) as [Picked, Picked];
    await putCart(customer.cookie, [lineFor(a, 2), lineFor(b, 1)]);
    const { orderId, intent } = await buyThroughWebhook(customer.cookie, { addressId: address.id });

    const answer = await receiptOf(orderId, customer.cookie);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const { order, tax } = answer.body.receipt;
    expect(order).toEqual((await getOrders(customer.cookie)).find((listed) => listed.id === orderId));
    expect(order.paymentReference).toBe(intent.id);
    expect(order.deliveryAddress).toMatchObject({
      name: address.name,
      street: address.street,
      province: "British Columbia",
    });
    expect(tax).toEqual({ province: "British Columbia", gstHst: 5, pst: 7 });
    // The seller a Canadian receipt names: the local stack's fictional one (functions/_shared/config.ts).
    expect(answer.body.receipt.seller).toEqual({
      legalName: "Shop Demo Inc.",
      postalAddress: "1000, rue Exemple, bureau 100, Montréal (Québec) H0H 0H0",
      gstHstNumber: "123456789 RT0001",
      qstNumber: "1234567890 TQ0001",
    });

    // The numbers a receipt prints, worked out here from the products' prices.
    const lines = order.lines.map((line) => [line.productId, line.quantity, line.unitPrice, line.lineTotal]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [a.id, 2, paise(a.discountPrice), paise(a.discountPrice) * 2],
        [b.id, 1, paise(b.discountPrice), paise(b.discountPrice)],
      ]),
    );
    const subtotal = paise(a.discountPrice) * 2 + paise(b.discountPrice);
    expect(order.subtotal).toBe(subtotal);
    expect(order.hst).toBe(taxOf(subtotal, 5));
    expect(order.pst).toBe(taxOf(subtotal, 7));
    expect(order.total).toBe(subtotal + taxOf(subtotal, 5) + taxOf(subtotal, 7));
    expect(intent.amount).toBe(order.total);

    // Cancelled, it is still the customer's receipt, now saying so.
    const cancel = await call("POST", `/api/orders/${orderId}/cancel`, {
      cookie: customer.cookie,
      body: { reason: REASON, comment: COMMENT },
    });
    expect(cancel.status, cancel.text).toBe(200);
    const cancelled = (await receiptOf(orderId, customer.cookie)).body.receipt;
    expect(cancelled.order).toMatchObject({ id: orderId, status: "Cancelled", total: order.total });
    expect(cancelled.order.cancelledAt).not.toBeNull();
    expect(cancelled.tax).toEqual(tax);
  });

  it("the demo customer's seeded orders each have their receipt with their province's rates", async () => {
    const cookie = await signIn(DEMO.email, DEMO.password);
    const rates = (await call<{ rates: TaxRate[] }>("GET", "/api/tax-rates")).body.rates;
    for (const id of [1, 2, 3, 4, 5]) {
      const answer = await receiptOf(id, cookie);
      expect(answer.status, answer.text).toBe(200);
      const { order, tax } = answer.body.receipt;
      const rate = rates.find((row) => row.province === order.deliveryAddress?.province);
      expect(rate, `order ${id}`).toBeDefined();
      expect(tax, `order ${id}`).toEqual({ province: rate?.province, gstHst: rate?.gstHst, pst: rate?.pst });
    }
  });

  it("another customer's receipt is 404 like an unknown order's; a guest is refused; the id must be one", async () => {
    const other = await newCustomer("Snoop");
    const [foreign, unknown, malformed, zero, guest, posted] = await Promise.all([
      receiptOf(1, other.cookie),
      receiptOf(999_999_999, other.cookie),
      receiptOf("abc", other.cookie),
      receiptOf(0, other.cookie),
      receiptOf(1),
      call("POST", "/api/orders/1/receipt", { cookie: other.cookie, body: {} }),
    ]);
    const notFound = expectError(foreign, 404, "order_not_found");
    expect(notFound.message).toBe("Order not found.");
    expect(expectError(unknown, 404, "order_not_found")).toEqual(notFound);
    expectError(malformed, 404, "order_not_found");
    expectError(zero, 404, "order_not_found");
    expectError(guest, 401, "unauthenticated");
    expect(guest.text).not.toMatch(/Demo|Street|pi_/);
    expectError(posted, 405);
  });
});
