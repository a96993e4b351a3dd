/**
 * Fulfilment (issue 42, decision 050): an order goes Placed -> Packed -> Shipped -> Out for
 * delivery -> Delivered, one step at a time, each step recorded once as an event with its time,
 * the parcel's carrier and tracking number on Shipped. Shared by the shop API (which refuses what
 * these rules refuse), the operator's command, the functions, the screens and the emails.
 */
import * as v from "valibot";
import type { Locale } from "./locale";

export const FULFILMENT_STATUSES = ["Packed", "Shipped", "Out for delivery", "Delivered"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** The operator's words for each step (`npm run order:advance -- 12 out-for-delivery`). */
export const ADVANCE_STEPS: Readonly<Record<string, FulfilmentStatus>> = {
  packed: "Packed",
  shipped: "Shipped",
  "out-for-delivery": "Out for delivery",
  delivered: "Delivered",
};

const STAGES = ["Placed", ...FULFILMENT_STATUSES] as const;

/** How far a status has gone (0: Placed ... 4: Delivered); -1 for Cancelled or a status unknown here. */
export function fulfilmentStage(status: string): number {
  return (STAGES as readonly string[]).indexOf(status);
}

/** The status an order must have to take `step`: the one right before it. */
export function statusBefore(step: FulfilmentStatus): string {
  return STAGES[fulfilmentStage(step) - 1]!;
}

/**
 * Until it is handed to the carrier the shop can still stop an order; from Shipped on the parcel
 * is on its way and only a return (once delivered) takes it back.
 */
export const CANCELLABLE_STATUSES = ["Placed", "Packed"] as const;

export function hasShipped(status: string): boolean {
  return fulfilmentStage(status) >= fulfilmentStage("Shipped");
}

/** The shop API's words for a cancellation refused because the parcel has left. */
export function shippedCancelRefusal(orderId: number): string {
  return `Order ${orderId} has shipped and can no longer be cancelled.`;
}

/**
 * Why `order` cannot take `step` now, or null when it can. An order that has already reached
 * `step` is not refused: the step is done and a repeated call changes nothing.
 */
export function advanceRefusal(order: { id: number; status: string }, step: FulfilmentStatus): string | null {
  if (order.status === "Cancelled") return `Order #${order.id} is cancelled: a cancelled order cannot advance.`;
  const stage = fulfilmentStage(order.status);
  if (stage === -1) return `Order #${order.id} has the status ${order.status}, which fulfilment does not know.`;
  if (stage >= fulfilmentStage(step)) return null;
  const before = statusBefore(step);
  if (order.status !== before) {
    return `Order #${order.id} is ${order.status}: it must be ${before} before it can be ${step}.`;
  }
  return null;
}

// ---- carriers ------------------------------------------------------------------------------------

interface Carrier {
  /** What a tracking number of this carrier looks like, once upper-cased and without spaces. */
  pattern: RegExp;
  example: string;
  /** The carrier's own tracking page for a parcel. */
  url: (trackingNumber: string, locale: Locale) => string;
}

/** The demo's carriers and their public tracking pages. */
export const CARRIERS = {
  "Canada Post": {
    // 16 digits at home, the UPU's 13 characters (two letters, nine digits, CA) abroad.
    pattern: /^(\d{16}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    example: "7023210039414604",
    url: (number, locale) =>
      `https://www.canadapost-postescanada.ca/track-reperage/${locale}#/search?searchFor=${encodeURIComponent(number)}`,
  },
  Purolator: {
    pattern: /^[A-Z0-9]{12}$/,
    example: "329012345678",
    // The same page under /fr/ is Purolator's French one (decision 060 says how it was checked).
    url: (number, locale) => `https://www.purolator.com/${locale}/shipping/tracker?pin=${encodeURIComponent(number)}`,
  },
  UPS: {
    pattern: /^1Z[A-Z0-9]{16}$/,
    example: "1Z999AA10123456784",
    url: (number, locale) =>
      `https://www.ups.com/track?loc=${locale === "fr" ? "fr_CA" : "en_CA"}&tracknum=${encodeURIComponent(number)}`,
  },
} as const satisfies Record<string, Carrier>;

export type CarrierName = keyof typeof CARRIERS;
export const CARRIER_NAMES = Object.keys(CARRIERS) as CarrierName[];

export function isCarrierName(value: string): value is CarrierName {
  return Object.hasOwn(CARRIERS, value);
}

/** "7023 2100 3941 4604" -> "7023210039414604": what the carrier's site is asked for. */
export function normalTrackingNumber(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** Why `trackingNumber` cannot be `carrier`'s, or null when it can. */
export function trackingNumberRefusal(carrier: CarrierName, trackingNumber: string): string | null {
  const { pattern, example } = CARRIERS[carrier];
  return pattern.test(trackingNumber)
    ? null
    : `${trackingNumber} is not a ${carrier} tracking number (e.g. ${example}).`;
}

/**
 * The carrier's tracking page for a parcel, in the reader's language where the carrier has one;
 * a carrier unknown here (a vendor's) keeps the address it was recorded with.
 */
export function trackingUrl(
  shipment: { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null },
  locale: Locale,
): string | null {
  if (shipment.carrier && shipment.trackingNumber && isCarrierName(shipment.carrier)) {
    return CARRIERS[shipment.carrier].url(shipment.trackingNumber, locale);
  }
  return shipment.trackingUrl;
}

/** Days a parcel takes once shipped, for an "Arriving by" that never lies in the past. */
export const TRANSIT_DAYS = 2;

/**
 * The expected delivery day once shipped: the operator's, else the one given when the order was
 * placed, unless the parcel left too late for it (then the day it can arrive).
 */
export function expectedAfterShipping(placedExpected: string | null, shippedAt: Date, given?: string): string {
  if (given) return given;
  const earliest = new Date(shippedAt.getTime() + TRANSIT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const placed = placedExpected?.slice(0, 10);
  return placed && placed >= earliest ? placed : earliest;
}

// ---- the events, as the app sees them --------------------------------------------------------------

export const OrderEventSchema = v.object({
  status: v.picklist(FULFILMENT_STATUSES),
  at: v.string(),
  carrier: v.nullable(v.string()),
  trackingNumber: v.nullable(v.string()),
  trackingUrl: v.nullable(v.string()),
});
export type OrderEvent = v.InferOutput<typeof OrderEventSchema>;

/** The event of `status` in an order's history, if it happened. */
export function eventOf(events: readonly OrderEvent[] | null, status: FulfilmentStatus): OrderEvent | undefined {
  return events?.find((event) => event.status === status);
}

/** The latest event of an order's history (the history is oldest first). */
export function latestEvent(events: readonly OrderEvent[] | null): OrderEvent | undefined {
  return events?.at(-1);
}
