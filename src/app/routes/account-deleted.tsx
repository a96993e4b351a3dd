import type { Route } from "./+types/account-deleted";
import { Link } from "react-router";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { StaticPage } from "@/features/shell/components/static-page";
import { useI18n } from "@/lib/i18n/i18n-context";

/** /account-deleted: where "Delete my account" lands, signed out; says what went and what was kept. */
export default function AccountDeletedRoute() {
  const { t, path } = useI18n();
  return (
    <StaticPage title={t("privacy.deleted.title")} intro={<p>{t("privacy.deleted.text")}</p>}>
      <section className="panel info-card" aria-labelledby="account-deleted-kept">
        <h2 id="account-deleted-kept">{t("privacy.deletion.title")}</h2>
        <p>{t("privacy.deletion.erased")}</p>
        <p>{t("privacy.deletion.kept")}</p>
      </section>
      <div className="info-actions">
        <Link className="button" to={path("/")}>
          {t("privacy.deleted.home")}
        </Link>
        <Link className="button button--secondary" to={path("/privacy")}>
          {t("privacy.footer")}
        </Link>
      </div>
    </StaticPage>
  );
}

export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) =>
  privateMeta(rootTranslator(args.matches).t("privacy.deleted.title"))(args);
