import type { Route } from "./+types/your-data";
import { Link } from "react-router";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { CUSTOMER_DATA_PATH } from "@/domain/customer-data";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { DeleteAccountForm, type DeleteAnswer } from "@/features/privacy/components/delete-account-form";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * Rendered on the server with who is signed in, so the download link and the deletion form work
 * without script (the form posts to the server `action`).
 */
export { yourDataLoader as loader, deleteAccountAction as action } from "@/app/privacy.server";

/** /your-data: "Download my data" and "Delete my account" (issue 41, decision 049). */
function YourDataRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  return (
    <AccountScreen
      title={t("privacy.data.title")}
      intro={
        <p>
          {t("privacy.data.intro")} <Link to={path("/privacy")}>{t("privacy.data.policy")}</Link>
        </p>
      }
    >
      {loaderData.user === null ? (
        <SignInPrompt reason={t("privacy.data.prompt")} />
      ) : (
        <>
          <section className="panel info-card" aria-labelledby="download-data-title">
            <h2 id="download-data-title">{t("privacy.data.download.title")}</h2>
            <p>{t("privacy.data.download.text")}</p>
            {/* A file from the JSON API, not a page: a plain link the browser saves. */}
            <a className="button button--secondary" href={CUSTOMER_DATA_PATH} download>
              {t("privacy.data.download.button")}
            </a>
          </section>
          <DeleteAccountForm answer={actionData as DeleteAnswer | undefined} />
        </>
      )}
    </AccountScreen>
  );
}

export default YourDataRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) =>
  privateMeta(rootTranslator(args.matches).t("privacy.data.title"))(args);
