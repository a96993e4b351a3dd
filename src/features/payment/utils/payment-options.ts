/**
 * SPEC.md section 2's payment modes, in its order. Only the first works; the others are listed
 * (the shop shows them) but disabled, each saying why and what to use instead.
 */
import type { MessageId } from "@/lib/i18n/translator";

export const STRIPE_OPTION = "stripe";

export interface PaymentOption {
  id: string;
  /** The messages of its name and of its note. */
  label: MessageId;
  available: boolean;
  /** Shown beside the option: what it does, or why it cannot be chosen. */
  note: MessageId;
}

const NOT_AVAILABLE_YET = "payment.notAvailableYet";

export const PAYMENT_OPTIONS: readonly PaymentOption[] = [
  {
    id: STRIPE_OPTION,
    label: "payment.optionStripe",
    available: true,
    note: "payment.optionStripeNote",
  },
  { id: "card", label: "payment.optionCard", available: false, note: NOT_AVAILABLE_YET },
  { id: "pay-later", label: "payment.optionPayLater", available: false, note: NOT_AVAILABLE_YET },
  { id: "wallets", label: "payment.optionWallets", available: false, note: NOT_AVAILABLE_YET },
  { id: "net-banking", label: "payment.optionNetBanking", available: false, note: NOT_AVAILABLE_YET },
];
