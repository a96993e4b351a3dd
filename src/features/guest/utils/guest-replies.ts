import type { OrderLinkRefusal } from "@/domain/guest-checkout";
import type { Order } from "@/domain/order";
import type { MessageId } from "@/lib/i18n/translator";

/** Why a guest form came back; the page words it in its language (guestProblemText). */
export type GuestProblem = "invalidEmail" | "invalidNumber" | "tooMany" | "unavailable" | "failed";

/** /guest-checkout's action, when it does not go on to the checkout. */
export interface GuestCheckoutReply {
  email: string;
  problem: GuestProblem;
}

/** /order-lookup's action: the link asked for (`sent`, whether or not it matched), or why it could not be. */
export interface OrderLookupReply {
  values: { orderNumber: string; email: string };
  problem?: GuestProblem;
  sent?: true;
}

/** /order-lookup's loader: with `?token=`, the order the link opens or why not (decision 060). */
export interface OrderLinkPage {
  link: null | { status: "open"; order: Order } | { status: OrderLinkRefusal };
}

export const GUEST_PROBLEM_TEXT: Record<GuestProblem, MessageId> = {
  invalidEmail: "guest.invalidEmail",
  invalidNumber: "guest.invalidNumber",
  tooMany: "guest.tooMany",
  unavailable: "guest.unavailable",
  failed: "guest.failed",
};
