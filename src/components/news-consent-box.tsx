import "./news-consent.css";
import { Link } from "react-router";
import { NEWS_CONSENT_FIELD } from "@/domain/consent";
import { SHOP_NAME } from "@/domain/shop-name";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * "Email me news and offers" (decision 047): its own box, unticked unless the customer's current
 * choice is yes, apart from any terms, naming the shop, the purpose and how to withdraw. Its words
 * are version NEWS_CONSENT_WORDING: a change of them gets a new version.
 */
export function NewsConsentBox({ id, defaultChecked = false }: { id: string; defaultChecked?: boolean }) {
  const { t, path } = useI18n();
  return (
    <div className="news-consent">
      <input
        type="checkbox"
        id={id}
        name={NEWS_CONSENT_FIELD}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id}>{t("consent.news.label")}</label>
      <p id={`${id}-hint`} className="muted news-consent__hint">
        {t("consent.news.hint", { shop: SHOP_NAME })} <Link to={path("/privacy")}>{t("consent.news.privacy")}</Link>
      </p>
    </div>
  );
}
