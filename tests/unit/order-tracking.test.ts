// The tracking timeline of SPEC.md section 2, worked out from an order's status and dates.
import { describe, expect, it } from "vitest";
import { trackingSteps, type TrackedOrder } from "@/domain/order-tracking";

const day = (iso: string) => `day ${iso.slice(0, 10)}`;

const placed: TrackedOrder = {
  status: "Placed",
  placedAt: "2026-11-22T20:17:00.000Z",
  packedAt: null,
  shippedAt: null,
  deliveredAt: null,
  expectedDelivery: "2026-11-29",
  cancelledAt: null,
};

const summary = (order: TrackedOrder) =>
  trackingSteps(order, day).map((step) => [step.label, step.state, step.current, step.date]);

describe("trackingSteps", () => {
  it("marks only Order Placed, dated, for a new order; the rest are upcoming, ending with the expected date", () => {
    expect(summary(placed)).toEqual([
      ["Order Placed", "done", true, "2026-11-22T20:17:00.000Z"],
      ["Item Packed in Dispatch Warehouse", "upcoming", false, null],
      ["Shipped", "upcoming", false, null],
      ["Item shipped to nearest delivery center", "upcoming", false, null],
      ["Arriving by day 2026-11-29", "upcoming", false, null],
    ]);
  });

  it("follows packing and shipping with their dates", () => {
    const shipped = {
      ...placed,
      status: "Shipped",
      packedAt: "2026-11-23T09:00:00.000Z",
      shippedAt: "2026-11-24T07:55:00.000Z",
    };
    expect(summary(shipped)).toEqual([
      ["Order Placed", "done", false, placed.placedAt],
      ["Item Packed in Dispatch Warehouse", "done", false, "2026-11-23T09:00:00.000Z"],
      ["Shipped", "done", true, "2026-11-24T07:55:00.000Z"],
      ["Item shipped to nearest delivery center", "upcoming", false, null],
      ["Arriving by day 2026-11-29", "upcoming", false, null],
    ]);
  });

  it("reaches the delivery centre on status 'Out for delivery', which has no date of its own", () => {
    const out = {
      ...placed,
      status: "Out for delivery",
      packedAt: "2026-11-23T09:00:00.000Z",
      shippedAt: "2026-11-24T07:55:00.000Z",
    };
    const steps = trackingSteps(out, day);
    expect(steps.map((step) => step.state)).toEqual(["done", "done", "done", "done", "upcoming"]);
    expect(steps[3]).toMatchObject({ key: "outForDelivery", current: true, date: null });
  });

  it("ends with 'Delivered on {date}', every step done and the last one current", () => {
    const delivered = {
      ...placed,
      status: "Delivered",
      packedAt: "2026-11-23T09:00:00.000Z",
      shippedAt: "2026-11-24T07:55:00.000Z",
      deliveredAt: "2026-11-27T14:05:00.000Z",
    };
    const steps = trackingSteps(delivered, day);
    expect(steps.map((step) => step.state)).toEqual(["done", "done", "done", "done", "done"]);
    expect(steps.map((step) => step.current)).toEqual([false, false, false, false, true]);
    expect(steps[4]).toMatchObject({ key: "delivered", label: "Delivered on day 2026-11-27" });
  });

  it("trusts dates ahead of a lagging status, and a status ahead of missing dates", () => {
    expect(trackingSteps({ ...placed, packedAt: "2026-11-23T09:00:00.000Z" }, day).map((step) => step.state)).toEqual([
      "done",
      "done",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
    const shippedWithoutDates = trackingSteps({ ...placed, status: "Shipped" }, day);
    expect(shippedWithoutDates.map((step) => step.state)).toEqual(["done", "done", "done", "upcoming", "upcoming"]);
    expect(shippedWithoutDates[1]?.date).toBeNull();
  });

  it("shows a cancelled order's reached steps, then 'Cancelled on {date}' instead of the rest", () => {
    const cancelled = {
      ...placed,
      status: "Cancelled",
      packedAt: "2026-11-23T09:00:00.000Z",
      expectedDelivery: null,
      cancelledAt: "2026-11-24T08:30:00.000Z",
    };
    expect(summary(cancelled)).toEqual([
      ["Order Placed", "done", false, placed.placedAt],
      ["Item Packed in Dispatch Warehouse", "done", false, "2026-11-23T09:00:00.000Z"],
      ["Cancelled on day 2026-11-24", "done", true, null],
    ]);
    expect(summary({ ...placed, status: "Cancelled", cancelledAt: null })).toEqual([
      ["Order Placed", "done", false, placed.placedAt],
      ["Cancelled", "done", true, null],
    ]);
  });

  it("says 'Arriving soon' without an expected date, and treats an unknown status as placed", () => {
    const steps = trackingSteps({ ...placed, status: "Processing", expectedDelivery: null }, day);
    expect(steps[0]?.current).toBe(true);
    expect(steps[4]?.label).toBe("Arriving soon");
  });
});

describe("trackingSteps from the order's own history (issue 42)", () => {
  const event = (status: "Packed" | "Shipped" | "Out for delivery" | "Delivered", at: string) => ({
    status,
    at,
    carrier: status === "Shipped" ? "Canada Post" : null,
    trackingNumber: status === "Shipped" ? "7023210039414604" : null,
    trackingUrl: null,
  });

  it("shows no step done before its event, whatever the status and dates say", () => {
    // A status or a date ahead of the history (an operator's SQL) shows nothing more than the events.
    const ahead = { ...placed, status: "Out for delivery", shippedAt: "2026-11-24T07:55:00.000Z", events: [] };
    expect(summary(ahead)).toEqual([
      ["Order Placed", "done", true, placed.placedAt],
      ["Item Packed in Dispatch Warehouse", "upcoming", false, null],
      ["Shipped", "upcoming", false, null],
      ["Item shipped to nearest delivery center", "upcoming", false, null],
      ["Arriving by day 2026-11-29", "upcoming", false, null],
    ]);
  });

  it("dates each step with its own event, the delivery centre too", () => {
    const out = {
      ...placed,
      status: "Out for delivery",
      events: [
        event("Packed", "2026-11-23T09:00:00.000Z"),
        event("Shipped", "2026-11-24T07:55:00.000Z"),
        event("Out for delivery", "2026-11-26T06:40:00.000Z"),
      ],
    };
    expect(summary(out)).toEqual([
      ["Order Placed", "done", false, placed.placedAt],
      ["Item Packed in Dispatch Warehouse", "done", false, "2026-11-23T09:00:00.000Z"],
      ["Shipped", "done", false, "2026-11-24T07:55:00.000Z"],
      ["Item shipped to nearest delivery center", "done", true, "2026-11-26T06:40:00.000Z"],
      ["Arriving by day 2026-11-29", "upcoming", false, null],
    ]);
    const delivered = {
      ...out,
      status: "Delivered",
      deliveredAt: "2026-11-26T14:05:00.000Z",
      events: [...out.events, event("Delivered", "2026-11-26T14:05:00.000Z")],
    };
    expect(summary(delivered).at(-1)).toEqual([
      "Delivered on day 2026-11-26",
      "done",
      true,
      "2026-11-26T14:05:00.000Z",
    ]);
  });

  it("ends a cancelled order's history with the cancellation", () => {
    const cancelled = {
      ...placed,
      status: "Cancelled",
      cancelledAt: "2026-11-23T12:00:00.000Z",
      events: [event("Packed", "2026-11-23T09:00:00.000Z")],
    };
    expect(summary(cancelled)).toEqual([
      ["Order Placed", "done", false, placed.placedAt],
      ["Item Packed in Dispatch Warehouse", "done", false, "2026-11-23T09:00:00.000Z"],
      ["Cancelled on day 2026-11-23", "done", true, null],
    ]);
  });
});
