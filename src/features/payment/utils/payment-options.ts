/**
 * SPEC.md section 2's payment modes, in its order. Only the first works; the others are listed
 * (the shop shows them) but disabled, each saying why and what to use instead.
 */
export const STRIPE_OPTION = "stripe";

export interface PaymentOption {
  id: string;
  label: string;
  available: boolean;
  /** Shown beside the option: what it does, or why it cannot be chosen. */
  note: string;
}

export const NOT_AVAILABLE_YET = "Not available yet — pay by card through Online payment (Stripe).";

export const PAYMENT_OPTIONS: readonly PaymentOption[] = [
  {
    id: STRIPE_OPTION,
    label: "Online payment (Stripe)",
    available: true,
    note: "Pay securely by credit or debit card.",
  },
  { id: "card", label: "Credit/Debit Card", available: false, note: NOT_AVAILABLE_YET },
  { id: "pay-later", label: "Pay Later", available: false, note: NOT_AVAILABLE_YET },
  { id: "wallets", label: "Wallets", available: false, note: NOT_AVAILABLE_YET },
  { id: "net-banking", label: "Net Banking", available: false, note: NOT_AVAILABLE_YET },
];
