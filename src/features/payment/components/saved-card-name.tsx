import type { SavedCard } from "@/domain/saved-cards";
import { useI18n } from "@/lib/i18n/i18n-context";

/** "Visa ending in 4242 · Expires 12/2029": how the wallet and the payment page name a saved card. */
export function SavedCardName({ card }: { card: SavedCard }) {
  const { t } = useI18n();
  return (
    <>
      {t("cards.card", { brand: t("cards.brand", { brand: card.brand }), last4: card.last4 })}
      {" · "}
      {t("cards.expires", { month: String(card.expMonth).padStart(2, "0"), year: String(card.expYear) })}
    </>
  );
}
