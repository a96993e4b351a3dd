/**
 * The tracking timeline of SPEC.md section 2 (Order Placed, Item Packed in Dispatch Warehouse,
 * Shipped, Item shipped to nearest delivery center, Arriving by {date}), from the order's own
 * history (issue 42): a step is done when its event happened, at that event's time. A shop API
 * that keeps no history leaves the order's status and dates, read as before.
 */
import type { Order } from "./order";
import { eventOf, FULFILMENT_STATUSES } from "./order-fulfilment";

export const TRACKING_LABELS = {
  placed: "Order Placed",
  packed: "Item Packed in Dispatch Warehouse",
  shipped: "Shipped",
  outForDelivery: "Item shipped to nearest delivery center",
} as const;

export type TrackingStepKey = keyof typeof TRACKING_LABELS | "arriving" | "delivered" | "cancelled";

export interface TrackingStep {
  key: TrackingStepKey;
  label: string;
  /** Reached steps are "done"; the rest are still to come. */
  state: "done" | "upcoming";
  /** The latest step reached: where the order is now. */
  current: boolean;
  /** When a step without its date in the label was reached, as the order gives it (ISO text). */
  date: string | null;
}

export type TrackedOrder = Pick<
  Order,
  "status" | "placedAt" | "packedAt" | "shippedAt" | "deliveredAt" | "expectedDelivery" | "cancelledAt"
> &
  Partial<Pick<Order, "events">>;

/** How far each status has gone along the timeline (0: placed ... 4: delivered). */
const STATUS_STAGE: Record<string, number> = {
  Placed: 0,
  Packed: 1,
  Shipped: 2,
  "Out for delivery": 3,
  Delivered: 4,
};

/** The furthest stage the order's own dates prove, so a status lagging behind its dates still shows them. */
function stageFromDates(order: TrackedOrder): number {
  if (order.deliveredAt) return 4;
  if (order.shippedAt) return 2;
  if (order.packedAt) return 1;
  return 0;
}

function finalLabel(order: TrackedOrder, delivered: boolean, formatDate: (iso: string) => string): string {
  if (delivered) return order.deliveredAt ? `Delivered on ${formatDate(order.deliveredAt)}` : "Delivered";
  return order.expectedDelivery ? `Arriving by ${formatDate(order.expectedDelivery)}` : "Arriving soon";
}

/**
 * The steps to show for `order`, in order. A cancelled order shows only the steps its dates say it
 * reached, then 'Cancelled on {date}' in place of the rest. `formatDate` writes the dates that are
 * part of a step's text (the screen's date format).
 */
export function trackingSteps(order: TrackedOrder, formatDate: (iso: string) => string): TrackingStep[] {
  return order.events ? stepsFromEvents(order, order.events, formatDate) : stepsFromDates(order, formatDate);
}

const STEP_KEYS = ["packed", "shipped", "outForDelivery"] as const;

/** Each step done when, and only when, its event happened; the last one reached is current. */
function stepsFromEvents(
  order: TrackedOrder,
  events: NonNullable<Order["events"]>,
  formatDate: (iso: string) => string,
): TrackingStep[] {
  const [packed, shipped, outForDelivery, delivered] = FULFILMENT_STATUSES.map((status) => eventOf(events, status));
  const reached: (string | null | undefined)[] = [
    order.placedAt,
    packed?.at,
    shipped?.at,
    outForDelivery?.at,
    delivered?.at,
  ];
  const done = (index: number) => index === 0 || reached[index] !== undefined;
  const last = reached.reduce<number>((latest, _, index) => (done(index) ? index : latest), 0);
  const steps: Omit<TrackingStep, "state" | "current">[] = [
    { key: "placed", label: TRACKING_LABELS.placed, date: order.placedAt },
    ...STEP_KEYS.map((key, index) => ({ key, label: TRACKING_LABELS[key], date: reached[index + 1] ?? null })),
    delivered
      ? { key: "delivered", label: finalLabel(order, true, formatDate), date: delivered.at }
      : { key: "arriving", label: finalLabel(order, false, formatDate), date: null },
  ];
  const timeline = steps.map((step, index): TrackingStep => ({
    ...step,
    state: done(index) ? "done" : "upcoming",
    current: order.status !== "Cancelled" && index === last,
  }));
  if (order.status !== "Cancelled") return timeline;
  const label = order.cancelledAt ? `Cancelled on ${formatDate(order.cancelledAt)}` : "Cancelled";
  return [
    ...timeline.filter((step) => step.state === "done"),
    { key: "cancelled", label, state: "done", current: true, date: null },
  ];
}

/** A shop API without events: the status says how far, the dates say when where they can. */
function stepsFromDates(order: TrackedOrder, formatDate: (iso: string) => string): TrackingStep[] {
  const cancelled = order.status === "Cancelled";
  // A cancelled order never got as far as delivery; only its packing and shipping dates can show.
  const reached = cancelled
    ? Math.min(stageFromDates(order), 2)
    : Math.max(STATUS_STAGE[order.status] ?? 0, stageFromDates(order));
  const delivered = !cancelled && reached >= 4;

  const steps: Omit<TrackingStep, "state" | "current">[] = [
    { key: "placed", label: TRACKING_LABELS.placed, date: order.placedAt },
    { key: "packed", label: TRACKING_LABELS.packed, date: order.packedAt },
    { key: "shipped", label: TRACKING_LABELS.shipped, date: order.shippedAt },
    // The delivery-centre hand-over has no date of its own in the order.
    { key: "outForDelivery", label: TRACKING_LABELS.outForDelivery, date: null },
    { key: delivered ? "delivered" : "arriving", label: finalLabel(order, delivered, formatDate), date: null },
  ];

  if (cancelled) {
    const done = steps.slice(0, reached + 1).map((step): TrackingStep => ({ ...step, state: "done", current: false }));
    const label = order.cancelledAt ? `Cancelled on ${formatDate(order.cancelledAt)}` : "Cancelled";
    return [...done, { key: "cancelled", label, state: "done", current: true, date: null }];
  }

  return steps.map((step, index) => ({
    ...step,
    state: index <= reached ? "done" : "upcoming",
    current: index === reached,
    date: index <= reached ? step.date : null,
  }));
}
