import { lazy, Suspense, type ComponentType } from "react";
import { Skeleton } from "@/components/skeleton";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";
import type { CvcFieldProps } from "./cvc-field-props";

type CvcFieldModule = { default: ComponentType<CvcFieldProps> };

/**
 * The saved card's CVC field of this build's provider, in the chunk of its card form
 * (card-payment.tsx): Stripe's (and, through it, Stripe.js) only in a build with a Stripe key.
 */
const loadCvcField: (() => Promise<CvcFieldModule>) | null =
  CARD_PAYMENTS.kind === "stripe"
    ? () => import("./stripe-card-form").then((module) => ({ default: module.StripeCvcField }))
    : CARD_PAYMENTS.kind === "sandbox"
      ? () => import("./sandbox-card-form").then((module) => ({ default: module.SandboxCvcField }))
      : null;

const CvcField = loadCvcField ? lazy(loadCvcField) : null;

export function SavedCardCvc(props: CvcFieldProps) {
  if (!CvcField) return null;
  return (
    <Suspense fallback={<Skeleton className="skeleton--field" />}>
      <CvcField {...props} />
    </Suspense>
  );
}
