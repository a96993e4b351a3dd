import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { isAlreadyPaid } from "@/features/payment/api/get-payment-status";
import {
  paymentErrorMessage,
  UNEXPECTED_PAYMENT_ERROR,
  UNEXPECTED_STATE,
  type ProviderError,
} from "@/features/payment/utils/payment-errors";
import { completePath } from "@/features/payment/utils/payment-urls";

/** What a confirmation came to: /complete is next (or Stripe is redirecting there), or the provider said no. */
export type ConfirmationResult = { done: true } | { done: false; error: ProviderError };

/**
 * The one pay flow of both card forms (Stripe Elements and the sandbox's test-mode form): a
 * confirmation at a time, even if a second click lands before React re-renders the disabled
 * button; an "already paid" refusal (another tab paid first) goes to /complete like a success;
 * the provider's message for card and validation errors, SPEC.md's sentence for anything else.
 * `confirm` returns the refusal to show; `pay` resolves with it once it is on screen (rendered at
 * once, so the caller can move focus to it), or null when there is nothing to show.
 */
export function useCardConfirmation(clientSecret: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; error: ProviderError | null } | null>(null);
  const inFlight = useRef(false);

  async function pay(confirm: () => Promise<ConfirmationResult>) {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setRefusal(null);
    let next: { message: string; error: ProviderError | null };
    try {
      const result = await confirm();
      if (result.done) return null;
      if (result.error.code === UNEXPECTED_STATE && (await isAlreadyPaid(clientSecret))) {
        navigate(completePath(clientSecret, "succeeded"), { replace: true });
        return null;
      }
      next = { message: paymentErrorMessage(result.error), error: result.error };
    } catch (error) {
      console.error("Card confirmation failed", error);
      next = { message: UNEXPECTED_PAYMENT_ERROR, error: null };
    }
    inFlight.current = false;
    flushSync(() => {
      setBusy(false);
      setRefusal(next);
    });
    return next;
  }

  return { busy, refusal, pay };
}
