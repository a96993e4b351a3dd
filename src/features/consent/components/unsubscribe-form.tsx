import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "@/components/form-field";
import type { UnsubscribePage } from "@/domain/consent";
import { SHOP_NAME } from "@/domain/shop-name";
import { useI18n } from "@/lib/i18n/i18n-context";

/** The unsubscribe link's page (decision 048): what it does, and the one button that does it. */
export function UnsubscribeForm({ page }: { page: UnsubscribePage }) {
  const { t, path } = useI18n();
  const working = useNavigation().state === "submitting";
  switch (page.status) {
    case "invalid":
      return (
        <p role="alert">
          {t("consent.unsubscribe.invalid")} <Link to={path("/email-preferences")}>{t("consent.prefs.title")}</Link>
        </p>
      );
    case "done":
      return (
        <p role="status">
          {t("consent.unsubscribe.done")} <Link to={path("/")}>{t("wallet.continueShopping")}</Link>
        </p>
      );
    case "confirm":
    case "failed":
      return (
        <Form method="post" className="auth-form">
          <FormAlert message={page.status === "failed" ? t("consent.unsubscribe.failed") : null} />
          <p>{t("consent.unsubscribe.question", { shop: SHOP_NAME })}</p>
          <input type="hidden" name="token" value={page.token} />
          <button type="submit" className="button auth-form__submit" disabled={working}>
            {working ? t("consent.unsubscribe.working") : t("consent.unsubscribe.button")}
          </button>
        </Form>
      );
  }
}
