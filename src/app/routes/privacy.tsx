import type { Route } from "./+types/privacy";
import { pageMeta } from "@/app/screen-meta";
import { rootTranslator } from "@/app/root-translator";
import { PrivacyPolicy } from "@/features/privacy/components/privacy-policy";
import { StaticPage } from "@/features/shell/components/static-page";
import { useI18n } from "@/lib/i18n/i18n-context";

export { privacyLoader as loader } from "@/app/privacy.server";

/** /privacy: the privacy policy (issue 41), linked from every page's footer and the registration form. */
export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <StaticPage
      title={t("privacy.title")}
      intro={
        <>
          <p>{t("privacy.intro")}</p>
          {/* The controller, from the seller settings (SHOP_LEGAL_NAME, SHOP_POSTAL_ADDRESS). */}
          <p>{t("privacy.controller", loaderData.controller)}</p>
        </>
      }
    >
      <PrivacyPolicy />
    </StaticPage>
  );
}

type PageMetaArgs = Parameters<ReturnType<typeof pageMeta>>[0];

export const meta: Route.MetaFunction = (args) => {
  const { t } = rootTranslator(args.matches);
  return pageMeta({ title: t("privacy.title"), description: t("privacy.description"), titleTag: false })(
    args as PageMetaArgs,
  );
};
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
