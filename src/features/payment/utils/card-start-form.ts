/**
 * Starting a card payment on /paymentpage (`intent=start`), shared by the payment choice and the
 * route's action: the checkout is the page's URL's, the server answers the same intent for the
 * same checkout, so a second click pays once.
 */
import type { Paise } from "@/domain/money";

export const START_INTENT = "start";

/** "Save this card for next time" (issue 43), posted as a ticked checkbox is: "on". */
export const SAVE_CARD_FIELD = "saveCard";

/**
 * The intent the card form confirms, or why there is none: the service's refusal worded in the
 * page's language, null for the page's own words (the payment could not be started).
 */
export type CardPaymentStart =
  { status: "ready"; clientSecret: string; amountPaise: Paise } | { status: "failed"; message: string | null };
