import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "@/components/form-field";
import { STOCK_ALERTS_PATH, STOP_ALERTS_FAILED, type StopAlertsPage } from "@/domain/stock-alerts";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * The stop link's page (decision 028): what the link can do, and the one button that does it. The
 * alerts stop only when the shopper presses it (a POST to the route's action), never on opening.
 */
export function StopAlertsForm({ page }: { page: StopAlertsPage }) {
  const { t, path } = useI18n();
  const navigation = useNavigation();
  const stopping = navigation.state === "submitting";
  switch (page.status) {
    case "invalid":
      return (
        <p role="alert">
          {t("stopAlerts.invalid")} <Link to={path(STOCK_ALERTS_PATH)}>{t("stopAlerts.yourList")}</Link>
        </p>
      );
    case "none":
      return <p>{t("stopAlerts.none")}</p>;
    case "stopped":
      return (
        <p role="status">
          {t("stopAlerts.done")} <Link to={path("/")}>{t("wallet.continueShopping")}</Link>
        </p>
      );
    case "confirm":
    case "failed":
      return (
        <Form method="post" className="auth-form">
          <FormAlert message={page.status === "failed" ? STOP_ALERTS_FAILED : null} />
          {page.status === "confirm" && <p>{t("stopAlerts.question", { count: page.count })}</p>}
          <input type="hidden" name="token" value={page.token} />
          <button type="submit" className="button auth-form__submit" disabled={stopping}>
            {stopping ? t("stopAlerts.stopping") : t("stopAlerts.button")}
          </button>
        </Form>
      );
  }
}
