import type { Route } from "./+types/reset-password";
import { Link, useLoaderData, useSearchParams } from "react-router";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import type { ResetActionData } from "@/features/auth/utils/reset-request";
import { useI18n } from "@/lib/i18n/i18n-context";
import { AuthPage } from "@/features/auth/components/auth-page";
import { NewPasswordForm } from "@/features/auth/components/new-password-form";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

/**
 * /reset-password: ask for a reset link (SPEC.md section 2); with the link's `token`, set a new
 * password, once the loader has found the link still usable (otherwise it says why, before the
 * form). Both forms post to this route's action, which runs on the server.
 */
function ResetPasswordRoute() {
  const { t, path } = useI18n();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const link = useLoaderData<ResetActionData | null>();
  return (
    <AuthPage
      title={t("reset.title")}
      intro={<p>{token === null ? t("reset.intro") : t("reset.newIntro")}</p>}
      footer={
        <p>
          {t("reset.remembered")} <Link to={path("/login")}>{t("register.signIn")}</Link>
        </p>
      }
    >
      {token === null ? <ResetPasswordForm /> : <NewPasswordForm key={token} token={token} link={link} />}
    </AuthPage>
  );
}

export default ResetPasswordRoute;
export { resetPasswordAction as action, resetPasswordLoader as loader } from "@/app/password-reset.server";
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => privateMeta(rootTranslator(args.matches).t("reset.title"))(args);
