import { useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import type { SavedCard } from "@/domain/saved-cards";
import { savedCardSubmission } from "@/features/payment/api/saved-cards";
import { PAY_SAVED_INTENT, SAVED_CARD_FIELDS, type SavedCardRefusal } from "@/features/payment/utils/saved-card-form";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { SavedCardCvc } from "./saved-card-cvc";
import { SavedCardName } from "./saved-card-name";

/** The radio value of "Use another card". */
export const USE_ANOTHER = "another";

interface SavedCardChoiceProps {
  cards: SavedCard[];
  chosen: string;
  onChoose: (id: string) => void;
}

/**
 * The customer's saved cards first (issue 43), the default selected, then "Use another card".
 * Only the card's CVC is typed again (decision 061), in the field of the build's provider, which
 * turns it into the provider's token in the browser; the token and the card are then posted to
 * the page's action (intent=saved), where the server confirms with the card; a 3-D Secure card
 * leaves for the bank's challenge.
 */
export function SavedCardChoice({ cards, chosen, onChoose }: SavedCardChoiceProps) {
  const { t } = useI18n();
  const domainMessage = useDomainMessage();
  const fetcher = useFetcher<SavedCardRefusal>();
  const { pathname, search } = useLocation();
  // The token is the provider's answer, before the post: its refusal is the form's last word.
  const [tokenizing, setTokenizing] = useState(false);
  const [tokenRefusal, setTokenRefusal] = useState<SavedCardRefusal | null>(null);
  const paying = tokenizing || fetcher.state !== "idle";
  const refusal = paying ? undefined : (tokenRefusal ?? fetcher.data);
  const savedCard = cards.find((card) => card.id === chosen);
  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    const form = new FormData(event.currentTarget);
    setTokenRefusal(null);
    setTokenizing(true);
    const submission = await savedCardSubmission(form);
    setTokenizing(false);
    if (submission instanceof FormData)
      void fetcher.submit(submission, { method: "post", action: `${pathname}${search}` });
    else setTokenRefusal(submission);
  };
  return (
    <form method="post" onSubmit={(event) => void pay(event)} className="saved-card-choice">
      <fieldset>
        <legend>{t("cards.savedTitle")}</legend>
        {cards.map((card) => (
          <label key={card.id} className="saved-card-choice__option">
            <input
              type="radio"
              name={SAVED_CARD_FIELDS.card}
              value={card.id}
              checked={chosen === card.id}
              onChange={() => onChoose(card.id)}
            />{" "}
            <SavedCardName card={card} />
            {card.isDefault ? ` (${t("cards.default")})` : null}
          </label>
        ))}
        <label className="saved-card-choice__option">
          <input
            type="radio"
            name={SAVED_CARD_FIELDS.card}
            value={USE_ANOTHER}
            checked={chosen === USE_ANOTHER}
            onChange={() => onChoose(USE_ANOTHER)}
          />{" "}
          {t("cards.useAnother")}
        </label>
      </fieldset>
      {refusal ? (
        <p className="error-text" role="alert">
          {refusal.savedCardError ? domainMessage(refusal.savedCardError) : t("cards.payFailed")}
        </p>
      ) : null}
      {savedCard && (
        <SavedCardCvc
          // Another card's CVC is typed afresh.
          key={savedCard.id}
          id="saved-card-cvc"
          label={t("cards2.cvcLabel", {
            card: t("cards.card", { brand: t("cards.brand", { brand: savedCard.brand }), last4: savedCard.last4 }),
          })}
          hint={t("cards2.cvcHint")}
          disabled={paying}
        />
      )}
      {savedCard && (
        <button className="button" type="submit" name="intent" value={PAY_SAVED_INTENT} disabled={paying}>
          {paying ? t("cards.paying") : t("cards.paySaved")}
        </button>
      )}
    </form>
  );
}
