/**
 * The order screens' words in the page's language for what the order itself carries in English
 * (its status, its payment mode, its refund and returns) and for the texts of order-text.ts. The
 * English words are the domain's (order-refund.ts, order-return.ts), through the catalogue.
 */
import type { OrderRefund } from "@/domain/order-refund";
import { RETURN_REASONS, RETURN_SEND_BACK_DAYS, RETURN_WINDOW_DAYS, type OrderReturn } from "@/domain/order-return";
import type { ApiError } from "@/lib/api-client";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId, Translator } from "@/lib/i18n/translator";

const STATUS_IDS: Readonly<Record<string, MessageId>> = {
  Placed: "orders.status.Placed",
  Packed: "orders.status.Packed",
  Shipped: "orders.status.Shipped",
  "Out for delivery": "orders.status.OutForDelivery",
  Delivered: "orders.status.Delivered",
  Cancelled: "orders.status.Cancelled",
};

export const PAYMENT_MODE_IDS: Readonly<Record<string, MessageId>> = {
  "Online payment (Stripe)": "orders.paymentOnline",
};

export const REFUND_IDS: Record<OrderRefund["state"], MessageId> = {
  refunded: "orders.refund.refunded",
  released: "orders.refund.released",
  requested: "orders.refund.pending",
  pending: "orders.refund.pending",
  retrying: "orders.refund.retrying",
  manual: "orders.refund.manual",
};

/** The order screens' own texts (order-text.ts, cancel-form-check.ts) and their ids. */
const FEATURE_TEXT_IDS: Readonly<Record<string, MessageId>> = {
  "No order information found.": "orders.noInformation",
  "The order could not be cancelled. Please try again.": "cancel.failed",
  "Order not found.": "return.orderNotFound",
  "Please sign in to return items.": "return.signInFirst",
  "One of these items has just been returned: a line is returned once.": "return.justReturned",
};

export const RETURN_REASON_IDS: Readonly<Record<string, MessageId>> = Object.fromEntries(
  RETURN_REASONS.map((reason, index) => [reason, `return.reason.${index}` as MessageId]),
);

/** The refusals the shop API words with the order's number in them, and their ids. */
const REFUSALS: readonly [RegExp, MessageId][] = [
  [/^Order (\d+) is already cancelled\.$/, "cancel.alreadyCancelled"],
  [/^Order (\d+) has been delivered and cannot be cancelled\.$/, "cancel.deliveredRefusal"],
  [/^Order (\d+) can no longer be cancelled\.$/, "cancel.noLongerCancellable"],
  [/^Order (\d+) has shipped and can no longer be cancelled\.$/, "ship.cancelRefused"],
  [/^Order #(\d+) has not been delivered yet: only a delivered order can be returned\.$/, "return.notDelivered"],
  [
    new RegExp(
      `^Order #(\\d+) was delivered more than ${RETURN_WINDOW_DAYS} days ago: its return window has closed\\.$`,
    ),
    "return.windowClosed",
  ],
];

function known(ids: Readonly<Record<string, MessageId>>, text: string): MessageId | undefined {
  return Object.hasOwn(ids, text) ? ids[text] : undefined;
}

/** What to do with the parcel: on the return page and in the email, the same words. */
export function returnSteps(t: Translator["t"], number: string): string[] {
  return [
    t("return.step1"),
    t("return.step2", { number }),
    t("return.step3", { days: RETURN_SEND_BACK_DAYS }),
    t("return.step4"),
  ];
}

export interface OrderWords {
  /** "Order #12" */
  orderName: (orderId: number) => string;
  /** An order's status as the shopper reads it ("Delivered"); an unknown one as it came. */
  status: (status: string) => string;
  paymentMode: (mode: string) => string;
  refund: (refund: OrderRefund) => string;
  returnState: (orderReturn: OrderReturn) => string;
  /** A return's reason, one of RETURN_REASONS, as the shopper chose it. */
  returnReason: (reason: string) => string;
  /** SPEC.md section 8's 'Error: ...' of an orders read that failed. */
  loadError: (error: ApiError) => string;
  /** A message an action answered: the screens' own, the domain's, or the server's as it came. */
  message: (text: string) => string;
}

export function useOrderWords(): OrderWords {
  const { t, money } = useI18n();
  const domainMessage = useDomainMessage();
  const orderName = (orderId: number) => t("orders.name", { id: orderId });
  const refund = (given: OrderRefund) =>
    t(REFUND_IDS[given.state], { amount: money(given.amount), card: given.cardLast4 ?? "none" });
  return {
    orderName,
    status: (status) => {
      const id = known(STATUS_IDS, status);
      return id ? t(id) : status;
    },
    paymentMode: (mode) => {
      const id = known(PAYMENT_MODE_IDS, mode);
      return id ? t(id) : mode;
    },
    refund,
    returnState: (orderReturn) => {
      if (orderReturn.state === "Requested") return t("orders.return.requested");
      if (orderReturn.refund) return refund(orderReturn.refund);
      return orderReturn.state === "Refunded"
        ? t("orders.return.refunded", { amount: money(orderReturn.amount) })
        : t("orders.return.received");
    },
    returnReason: (reason) => {
      const id = known(RETURN_REASON_IDS, reason);
      return id ? t(id) : reason;
    },
    loadError: (error) => {
      const serverText = error.code !== "http_error" && error.code !== "invalid_response" && error.message;
      return t("orders.error", {
        message: serverText ? domainMessage(serverText) : t("orders.fetchFailed", { status: error.status }),
      });
    },
    message: (text) => {
      const id = known(FEATURE_TEXT_IDS, text);
      if (id) return t(id);
      for (const [pattern, refusalId] of REFUSALS) {
        const matched = pattern.exec(text);
        if (matched) return t(refusalId, { id: Number(matched[1]), days: RETURN_WINDOW_DAYS });
      }
      return domainMessage(text);
    },
  };
}
