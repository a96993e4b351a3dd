import type { Order } from "@/domain/order";
import type { MessageId } from "@/lib/i18n/translator";

/** Why a guest form came back; the page words it in its language (guestProblemText). */
export type GuestProblem = "invalidEmail" | "invalidNumber" | "notFound" | "tooMany" | "unavailable" | "failed";

/** /guest-checkout's action, when it does not go on to the checkout. */
export interface GuestCheckoutReply {
  email: string;
  problem: GuestProblem;
}

/** /order-lookup's action: the order found, or why not. */
export interface OrderLookupReply {
  values: { orderNumber: string; email: string };
  problem?: GuestProblem;
  order?: Order;
}

export const GUEST_PROBLEM_TEXT: Record<GuestProblem, MessageId> = {
  invalidEmail: "guest.invalidEmail",
  invalidNumber: "guest.invalidNumber",
  notFound: "guest.notFound",
  tooMany: "guest.tooMany",
  unavailable: "guest.unavailable",
  failed: "guest.failed",
};
