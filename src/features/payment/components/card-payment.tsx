import { lazy, Suspense, type ComponentType } from "react";
import { Skeleton } from "@/components/skeleton";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { CardFormProps } from "./card-form-props";

type CardFormModule = { default: ComponentType<CardFormProps> };

/**
 * Only the form this build is configured for is ever downloaded: Stripe Elements (and, through
 * it, Stripe.js) or the test-mode form, each its own chunk, fetched once the shopper chooses to
 * pay by card.
 */
const loadCardForm: (() => Promise<CardFormModule>) | null =
  CARD_PAYMENTS.kind === "stripe"
    ? () => import("./stripe-card-form").then((module) => ({ default: module.StripeCardForm }))
    : CARD_PAYMENTS.kind === "sandbox"
      ? () => import("./sandbox-card-form").then((module) => ({ default: module.SandboxCardForm }))
      : null;

const CardForm = loadCardForm ? lazy(loadCardForm) : null;

/** Starts the form's download while the intent is being created (the module is cached for lazy()). */
export function preloadCardForm(): void {
  void loadCardForm?.().catch(() => undefined);
}

export function CardPayment(props: CardFormProps) {
  if (!CardForm) return null;
  return (
    <Suspense fallback={<CardFormSkeleton />}>
      <CardForm {...props} />
    </Suspense>
  );
}

export function CardFormSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="card-form card-form--skeleton">
      <span className="visually-hidden">{t("payment.preparingForm")}</span>
      <Skeleton className="skeleton--line" />
      <Skeleton className="skeleton--field" />
      <Skeleton className="skeleton--line skeleton--short" />
      <Skeleton className="skeleton--field" />
      <Skeleton className="skeleton--button" />
    </div>
  );
}
