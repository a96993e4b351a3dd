import { useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { SAVE_CARD_FIELD, START_INTENT, type CardPaymentStart } from "@/features/payment/utils/card-start-form";
import type { SavedCard } from "@/domain/saved-cards";
import { SavedCardChoice, USE_ANOTHER } from "./saved-card-choice";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";
import { useI18n } from "@/lib/i18n/i18n-context";
import { STRIPE_OPTION } from "@/features/payment/utils/payment-options";
import { CardFormSkeleton, CardPayment, preloadCardForm } from "./card-payment";
import { PaymentOptionsGroup } from "./payment-options-group";

/**
 * The mode choice, then (SPEC.md section 4) the card form once the server has made the
 * PaymentIntent. The intent is asked for when 'Online payment (Stripe)' is chosen, not before:
 * opening the page charges nothing and creates nothing at the provider. It is asked for from the
 * page's action (decision 073); while it is on its way the card form's place holds its skeleton.
 */
export function PaymentChoice({ savedCards: listed }: { savedCards: SavedCard[] }) {
  // A saved card pays with its CVC typed into the provider's field (decision 061): none without one.
  const savedCards = CARD_PAYMENTS.kind === "none" ? [] : listed;
  const [chosen, setChosen] = useState<string | null>(null);
  // A saved card (the default first) until "Use another card"; USE_ANOTHER shows the card form.
  const [card, setCard] = useState<string>(savedCards.find((c) => c.isDefault)?.id ?? USE_ANOTHER);
  const [save, setSave] = useState(false);
  const fetcher = useFetcher<CardPaymentStart>();
  const { t, path } = useI18n();
  // This page's own URL: its query is the checkout the action pays for.
  const { pathname, search } = useLocation();
  const intent =
    fetcher.state !== "idle" ? { status: "creating" as const } : (fetcher.data ?? { status: "idle" as const });

  function startCardPayment(saveCard = save) {
    if (fetcher.state !== "idle" || CARD_PAYMENTS.kind === "none") return;
    preloadCardForm();
    void fetcher.submit(
      { intent: START_INTENT, ...(saveCard ? { [SAVE_CARD_FIELD]: "on" } : {}) },
      { method: "post", action: `${pathname}${search}` },
    );
  }

  function choose(optionId: string) {
    setChosen(optionId);
    if (optionId === STRIPE_OPTION && (intent.status === "idle" || intent.status === "failed")) startCardPayment();
  }

  /** Ticking or unticking makes the intent again: saving is decided when the intent is made. */
  function toggleSave(checked: boolean) {
    setSave(checked);
    startCardPayment(checked);
  }
  const typing = card === USE_ANOTHER;

  return (
    <div className="panel payment-card payment-choice">
      <PaymentOptionsGroup chosen={chosen} onChoose={choose} />
      {chosen === STRIPE_OPTION && savedCards.length > 0 && (
        <SavedCardChoice cards={savedCards} chosen={card} onChoose={setCard} />
      )}
      {chosen === STRIPE_OPTION && typing && CARD_PAYMENTS.kind !== "none" && (
        <label className="payment-choice__save">
          <input
            type="checkbox"
            checked={save}
            disabled={fetcher.state !== "idle"}
            onChange={(event) => toggleSave(event.currentTarget.checked)}
          />{" "}
          {t("cards.save")}
        </label>
      )}
      {chosen === STRIPE_OPTION && typing && (
        <div className="payment-choice__card">
          {CARD_PAYMENTS.kind === "none" && <p className="payment-choice__note">{t("payment.notConfigured")}</p>}
          {intent.status === "creating" && <CardFormSkeleton />}
          {intent.status === "failed" && (
            <div className="payment-choice__failed">
              <p className="error-text" role="alert">
                {intent.message ?? t("payment.intentFailed")}
              </p>
              <button type="button" className="button button--secondary" onClick={() => startCardPayment()}>
                {t("payment.tryAgain")}
              </button>
              <Link to={path("/addcart")}>{t("payment.backToCart")}</Link>
            </div>
          )}
          {intent.status === "ready" && (
            <CardPayment clientSecret={intent.clientSecret} amountPaise={intent.amountPaise} />
          )}
        </div>
      )}
    </div>
  );
}
