import type { Paise } from "@/domain/money";

/**
 * What either card form (Stripe Elements, the sandbox's) is given: its own module, so the forms
 * and the component that lazily loads them do not import each other.
 */
export interface CardFormProps {
  clientSecret: string;
  /** What the intent charges: the server's total. */
  amountPaise: Paise;
}
