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

/**
 * POST /api/order-lookup's one answer (decision 060): the link is mailed if the number and email
 * match a guest order, and the page says the same either way.
 */
export const OrderLookupResponseSchema = v.object({ sent: v.literal(true) });

/** GET /api/order-link: the order a guest's signed link opens. */
export const OrderLinkResponseSchema = v.object({ order: OrderSchema });

/**
 * How long a mailed order link opens its order (decision 060): long enough to read the mail on
 * another day, short enough that a forwarded or leaked old mail stops working; a new one is
 * asked on /order-lookup in a minute.
 */
export const ORDER_LINK_HOURS = 72;

/** The link's token: `{order}.{expiry, Unix seconds}.{HMAC-SHA-256, base64url}`. */
export const ORDER_LINK_TOKEN_PATTERN = /^([1-9]\d{0,15})\.(\d{10,12})\.([A-Za-z0-9_-]{43})$/;

/** Why a link does not open its order: it is out of date, or it is not one the shop signed. */
export type OrderLinkRefusal = "expired" | "invalid";

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
