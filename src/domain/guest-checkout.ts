/**
 * Guest checkout and the order lookup (issue 42, decision 051): what the pages post, what the
 * functions answer and the limits they keep.
 */
import * as v from "valibot";
import { EmailSchema } from "./account";
import { OrderSchema } from "./order";

/** POST /api/guest-session: the email a guest's order and its messages go to. */
export const GuestBodySchema = v.object({ email: EmailSchema });
export type GuestBody = v.InferOutput<typeof GuestBodySchema>;

/** An order number as typed: digits, with or without the "#" the order's name shows. */
const OrderNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((text) => text.replace(/^#/, "")),
  v.regex(/^[1-9]\d{0,15}$/, "Please enter the order number."),
  v.transform(Number),
  v.safeInteger("Please enter the order number."),
);

/** POST /api/order-lookup. */
export const OrderLookupBodySchema = v.object({
  orderNumber: v.union([v.pipe(v.number(), v.transform(String), OrderNumberSchema), OrderNumberSchema]),
  email: EmailSchema,
});
export type OrderLookupBody = v.InferOutput<typeof OrderLookupBodySchema>;

export const OrderLookupResponseSchema = v.object({ order: OrderSchema });

/** The one answer for an unknown number and a wrong email alike: nothing tells which was wrong. */
export const ORDER_LOOKUP_REFUSED = "We could not find an order with this number and email.";

/**
 * Guests made per client address in GUEST_WINDOW_MINUTES: each is a customers row, so a script
 * must not make them without end; a household checks out a few times an hour at most.
 */
export const GUEST_MAX_PER_ADDRESS = 10;
export const GUEST_WINDOW_MINUTES = 60;

/**
 * Order lookups in LOOKUP_WINDOW_MINUTES, like the sign-in limit: per client address across
 * emails (guessing numbers), and per email from any address (guessing one guest's orders).
 */
export const LOOKUP_MAX_PER_ADDRESS = 20;
export const LOOKUP_MAX_PER_EMAIL = 10;
export const LOOKUP_WINDOW_MINUTES = 15;
