import { Form, Link, useNavigation } from "react-router";
import type { NewsConsentAnswer, NewsConsentResponse } from "@/domain/consent";
import { STOCK_ALERTS_PATH } from "@/domain/stock-alerts";
import { useI18n } from "@/lib/i18n/i18n-context";
import { NewsConsentBox } from "@/components/news-consent-box";

/**
 * Each kind of email with its state (issue 41): the transactional ones always, news and offers as
 * the customer chose (a form posted to the page's action, so it works without script), and the
 * back-in-stock alerts they follow.
 */
export function EmailPreferencesForm({
  preferences,
  answer,
}: {
  preferences: NewsConsentResponse;
  answer: NewsConsentAnswer | undefined;
}) {
  const { t, path } = useI18n();
  const saving = useNavigation().state === "submitting";
  return (
    <>
      <p>{t("consent.prefs.intro")}</p>
      <Form method="post" className="panel account-panel" aria-labelledby="news-consent-title">
        <h2 id="news-consent-title">{t("consent.prefs.news")}</h2>
        <p>{preferences.granted ? t("consent.prefs.on") : t("consent.prefs.off")}</p>
        {/* Keyed by the stored choice: after a save the box shows what the server now has. */}
        <NewsConsentBox key={String(preferences.granted)} id="news-consent" defaultChecked={preferences.granted} />
        <button type="submit" className="button button--secondary" disabled={saving}>
          {t("consent.prefs.save")}
        </button>
        <p role="status">{answer?.status === "saved" && !saving ? t("consent.prefs.saved") : ""}</p>
        {answer?.status === "failed" && (
          <p role="alert" className="form-alert">
            {t("consent.prefs.failed")}
          </p>
        )}
      </Form>
      <p>
        {t("consent.prefs.alerts", { count: preferences.alerts })}{" "}
        <Link to={path(STOCK_ALERTS_PATH)}>{t("consent.prefs.manageAlerts")}</Link>
      </p>
    </>
  );
}
