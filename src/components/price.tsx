import { discountPercent } from "@/domain/product-badges";
import type { Paise } from "@/domain/money";
import { useI18n } from "@/lib/i18n/i18n-context";

interface PriceProps {
  discountPrice: Paise;
  originalPrice: Paise;
  size?: "small" | "large";
}

/** Discount price, the struck-through original and the discount percent badge (SPEC.md section 9). */
export function Price({ discountPrice, originalPrice, size = "small" }: PriceProps) {
  const percent = discountPercent(originalPrice, discountPrice);
  const { t, money } = useI18n();
  return (
    <p className={`price price--${size}`}>
      <span className="price__now">{money(discountPrice)}</span>
      {originalPrice > discountPrice && (
        <>
          {" "}
          <s className="price__was">
            <span className="visually-hidden">{t("card.was")}</span>
            {money(originalPrice)}
          </s>{" "}
          <span className="price__off">{t("card.off", { percent })}</span>
        </>
      )}
    </p>
  );
}
