/** What either saved card's CVC field (Stripe's CardCvcElement, the sandbox's input) is given. */
export interface CvcFieldProps {
  /** The field's id: its hint's id derives from it. */
  id: string;
  label: string;
  hint: string;
  /** While the payment is on its way. */
  disabled: boolean;
}
