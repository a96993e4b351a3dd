import type { Route } from "./+types/unsubscribe";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { AuthPage } from "@/features/auth/components/auth-page";
import { UnsubscribeForm } from "@/features/consent/components/unsubscribe-form";

/**
 * /unsubscribe?token=...: every commercial email's unsubscribe link and one-click URL (decision
 * 048). Rendered on the server and whole without script; opening it changes nothing.
 */
function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <AuthPage title={t("consent.unsubscribe.title")}>
      <UnsubscribeForm page={actionData ?? loaderData} />
    </AuthPage>
  );
}

export default UnsubscribeRoute;
export { unsubscribeLoader as loader, unsubscribeAction as action } from "@/app/unsubscribe.server";
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) =>
  privateMeta(rootTranslator(args.matches).t("consent.unsubscribe.title"))(args);
