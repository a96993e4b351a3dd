import type { Route } from "./+types/accessibility";
import { pageMeta } from "@/app/screen-meta";
import { rootTranslator } from "@/app/root-translator";
import { SHOP_NAME } from "@/domain/shop-name";
import { AccessibilityStatement } from "@/features/privacy/components/accessibility-statement";
import { StaticPage } from "@/features/shell/components/static-page";
import { useI18n } from "@/lib/i18n/i18n-context";

/** /accessibility: the accessibility statement (issue 41), linked from every page's footer beside the privacy policy. */
export default function AccessibilityRoute() {
  const { t } = useI18n();
  return (
    <StaticPage title={t("accessibility.title")} intro={<p>{t("accessibility.intro", { shop: SHOP_NAME })}</p>}>
      <AccessibilityStatement />
    </StaticPage>
  );
}

type PageMetaArgs = Parameters<ReturnType<typeof pageMeta>>[0];

export const meta: Route.MetaFunction = (args) => {
  const { t } = rootTranslator(args.matches);
  return pageMeta({
    title: t("accessibility.title"),
    description: t("accessibility.description"),
    titleTag: false,
  })(args as PageMetaArgs);
};
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
