import type { FormEvent } from "react";
import { useFetcher } from "react-router";
import type { CardRefusal } from "@/features/payment/api/confirm-card-payment";

/**
 * Both card forms' post to /paymentpage's clientAction: pending while the confirmation is under
 * way, and the provider's refusal once it has answered (none while the next try is on its way).
 */
export function useConfirmationFetcher() {
  const fetcher = useFetcher<CardRefusal>();
  const pending = fetcher.state !== "idle";

  // React Router renders its state in a transition, which a second click can overtake: flushSync
  // disables Pay now before this click's handler returns, so a double click confirms once.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void fetcher.submit(event.currentTarget, { method: "post", flushSync: true });
  }

  return { Form: fetcher.Form, pending, refusal: pending ? null : (fetcher.data ?? null), submit };
}
