/**
 * Returns of a delivered order's lines (issue 30, decision 029): who may return what and when, the
 * reasons offered, the return's number and states, the money a return gives back (its lines plus
 * their share of the order's tax) and the instructions the page and the email give. Shared by the
 * return page, the functions and the reference shop API, so each rule exists once.
 */
import * as v from "valibot";
import { IdSchema } from "./ids";
import { asPaise, PaiseSchema, sumPaise, timesUnits, type Paise } from "./money";
import { formatMoney } from "./money-text";
import { OrderRefundSchema, refundStatement } from "./order-refund";

/** Days after delivery during which a delivered order's lines can be returned. */
export const RETURN_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** When the return window of an order delivered at `deliveredAt` closes. */
export function returnWindowEnd(deliveredAt: string): Date {
  return new Date(Date.parse(deliveredAt) + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Why an order cannot be returned now, or null when it can. */
export function returnRefusal(
  order: { id: number; status: string; deliveredAt: string | null },
  now: Date,
): string | null {
  if (order.status !== "Delivered" || order.deliveredAt === null) {
    return `Order #${order.id} has not been delivered yet: only a delivered order can be returned.`;
  }
  if (now.getTime() > returnWindowEnd(order.deliveredAt).getTime()) {
    return `Order #${order.id} was delivered more than ${RETURN_WINDOW_DAYS} days ago: its return window has closed.`;
  }
  return null;
}

export function isReturnable(order: { id: number; status: string; deliveredAt: string | null }, now: Date): boolean {
  return returnRefusal(order, now) === null;
}

export const RETURN_REASONS = [
  "Wrong size",
  "Damaged or defective",
  "Not as described",
  "Received the wrong item",
  "Arrived too late",
  "No longer needed",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export function isReturnReason(value: string): value is ReturnReason {
  return (RETURN_REASONS as readonly string[]).includes(value);
}

export const RETURN_COMMENT_MAX_LENGTH = 500;
export const RETURN_REASON_REQUIRED = "Please choose a reason for the return.";
export const RETURN_COMMENT_TOO_LONG = `Please keep the comment under ${RETURN_COMMENT_MAX_LENGTH} characters.`;
export const RETURN_NOTHING_PICKED = "Please choose at least one item to return.";

export const ReturnReasonSchema = v.pipe(
  v.string(RETURN_REASON_REQUIRED),
  v.check(isReturnReason, RETURN_REASON_REQUIRED),
);

/** Optional, trimmed, plain text of at most RETURN_COMMENT_MAX_LENGTH characters. */
export const ReturnCommentSchema = v.pipe(
  v.optional(v.string(RETURN_COMMENT_TOO_LONG), ""),
  v.trim(),
  v.maxLength(RETURN_COMMENT_MAX_LENGTH, RETURN_COMMENT_TOO_LONG),
);

/** "You bought 2 of these: you can return at most 2." */
export function tooManyUnitsMessage(bought: number): string {
  return `You bought ${bought} of ${bought === 1 ? "this" : "these"}: you can return at most ${bought}.`;
}

export const ReturnLineRequestSchema = v.object({
  lineId: IdSchema,
  units: v.pipe(v.number(), v.integer(), v.minValue(1, "Return at least one unit of a line.")),
});

/** POST /api/orders/{id}/returns. */
export const ReturnRequestBodySchema = v.object({
  lines: v.pipe(
    v.array(ReturnLineRequestSchema),
    v.nonEmpty(RETURN_NOTHING_PICKED),
    v.maxLength(200),
    v.check((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, "Each line can be named once."),
  ),
  reason: ReturnReasonSchema,
  comment: ReturnCommentSchema,
});
export type ReturnRequestBody = v.InferOutput<typeof ReturnRequestBodySchema>;

/** The form's field holding how many units of order line `lineId` go back. */
export function unitsField(lineId: number): `units-${number}` {
  return `units-${lineId}`;
}

export type ReturnFormField = `units-${number}` | "reason" | "comment";

/** What the return form offers: each line still returnable and how many units were bought. */
export interface ReturnableLine {
  id: number;
  quantity: number;
}

/**
 * The return form's fields checked (the browser before sending, the route action after): a units
 * select per returnable line (0 to what was bought), a reason from the list and the optional
 * comment; at least one unit in all. Its output is the JSON body of the request.
 */
export function returnFormSchema(lines: readonly ReturnableLine[]) {
  const units: v.ObjectEntries = Object.fromEntries(
    lines.map((line) => [
      unitsField(line.id),
      v.pipe(
        v.optional(v.string(), "0"),
        v.regex(/^\d{1,5}$/, "Choose how many units to return."),
        v.transform(Number),
        v.maxValue(line.quantity, tooManyUnitsMessage(line.quantity)),
      ),
    ]),
  );
  // Keys known only at run time: the schema has checked each value before the steps below read it.
  const entries: v.ObjectEntries = { ...units, reason: ReturnReasonSchema, comment: ReturnCommentSchema };
  const first = lines[0];
  return v.pipe(
    v.object(entries),
    v.forward(
      v.check((values) => lines.some((line) => values[unitsField(line.id)] !== 0), RETURN_NOTHING_PICKED),
      [first ? unitsField(first.id) : "reason"],
    ),
    v.transform((values): ReturnRequestBody => ({
      lines: lines
        .map((line) => ({ lineId: line.id, units: Number(values[unitsField(line.id)]) }))
        .filter((line) => line.units > 0),
      reason: values.reason as ReturnReason,
      comment: String(values.comment),
    })),
  );
}

/** The lines of an order that no return holds yet: a line is returned once. */
export function returnableLines<L extends { id: number }>(order: {
  lines: readonly L[];
  returns: readonly { lines: readonly { lineId: number }[] }[];
}): L[] {
  const returned = new Set(order.returns.flatMap((orderReturn) => orderReturn.lines.map((line) => line.lineId)));
  return order.lines.filter((line) => !returned.has(line.id));
}

/** The return form's fields in screen order: a units select per returnable line, the reason, the comment. */
export function returnFormFields(lines: readonly { id: number }[]): ReturnFormField[] {
  return [...lines.map((line) => unitsField(line.id)), "reason", "comment"];
}

/**
 * - `Requested`: the customer asked; the parcel is on its way back.
 * - `Received`: the shop has the items; their refund is written down and being made.
 * - `Refunded`: the provider gave the money back.
 */
export const RETURN_STATES = ["Requested", "Received", "Refunded"] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** A return's number as shoppers, the emails and the operator's script write it: R000012. */
export function returnNumber(id: number): string {
  return `R${String(id).padStart(6, "0")}`;
}

/** The return's id in a number as returnNumber writes it (the R optional), or null. */
export function returnIdFromNumber(text: string): number | null {
  const match = /^R?(\d{1,15})$/i.exec(text.trim());
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The tax a return gives back: the order's tax in the proportion of the returned lines' subtotal
 * to the order's, rounded half up. Counted on everything returned so far, less what earlier
 * returns of the order gave back, so the returns of a whole order together give back exactly its
 * tax, never a paisa more.
 */
export function returnTaxShare(
  order: { subtotal: Paise; tax: Paise },
  earlierReturnedSubtotal: Paise,
  returnedSubtotal: Paise,
): Paise {
  if (order.subtotal <= 0) return asPaise(0);
  const shareOf = (subtotal: number) =>
    Math.floor((order.tax * Math.min(subtotal, order.subtotal) * 2 + order.subtotal) / (2 * order.subtotal));
  return asPaise(shareOf(earlierReturnedSubtotal + returnedSubtotal) - shareOf(earlierReturnedSubtotal));
}

/** The money of a return: the returned units at the price paid, their tax share, and both. */
export function returnAmounts(
  order: { subtotal: Paise; tax: Paise },
  earlierReturnedSubtotal: Paise,
  lines: readonly { unitPrice: Paise; units: number }[],
): { subtotal: Paise; tax: Paise; total: Paise } {
  const subtotal = sumPaise(lines.map((line) => timesUnits(line.unitPrice, line.units)));
  const tax = returnTaxShare(order, earlierReturnedSubtotal, subtotal);
  return { subtotal, tax, total: sumPaise([subtotal, tax]) };
}

export const OrderReturnSchema = v.object({
  id: IdSchema,
  number: v.string(),
  orderId: IdSchema,
  state: v.picklist(RETURN_STATES),
  reason: v.string(),
  comment: v.string(),
  requestedAt: v.string(),
  receivedAt: v.nullable(v.string()),
  refundedAt: v.nullable(v.string()),
  lines: v.array(v.object({ lineId: IdSchema, units: v.pipe(v.number(), v.integer()) })),
  subtotal: PaiseSchema,
  tax: PaiseSchema,
  /** What goes back to the card: subtotal and tax. */
  amount: PaiseSchema,
  /** The money going back, once the return was received; null before. */
  refund: v.nullable(OrderRefundSchema),
});
export type OrderReturn = v.InferOutput<typeof OrderReturnSchema>;

export const OrderReturnResponseSchema = v.object({ return: OrderReturnSchema });
export type OrderReturnResponse = v.InferOutput<typeof OrderReturnResponseSchema>;

/** What a return's state says on the order, its receipt and the return page. */
export function returnStatement(orderReturn: OrderReturn): string {
  if (orderReturn.state === "Requested") return "Requested: send the items back as the instructions say";
  if (orderReturn.refund) return refundStatement(orderReturn.refund);
  return orderReturn.state === "Refunded" ? `Refunded ${formatMoney(orderReturn.amount)}` : "Received";
}

/** Days the customer has to hand the parcel over once the return is requested. */
export const RETURN_SEND_BACK_DAYS = 14;

/** /your-orders/{id}/return: the return page of an order. */
export function returnRequestPath(orderId: number): string {
  return `/your-orders/${orderId}/return`;
}

/** The query parameter of a guest's order link (decision 060), on /order-lookup and the return page. */
export const ORDER_LINK_PARAM = "token";

/** The return page opened through a guest's order link: the link's token allows the return. */
export function orderLinkReturnPath(orderId: number, token: string): string {
  return `${returnRequestPath(orderId)}?${new URLSearchParams({ [ORDER_LINK_PARAM]: token })}`;
}
