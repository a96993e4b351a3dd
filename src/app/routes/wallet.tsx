import type { Route } from "./+types/wallet";
import { pageMeta } from "@/app/screen-meta";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { Link } from "react-router";
import { ZERO_PAISE } from "@/domain/money";
import { StaticPage } from "@/features/shell/components/static-page";

/**
 * /wallet, linked from the account tiles. The shop keeps no stored balance or gift cards, so the
 * page says so plainly (balance ₹0.00, no made-up transactions) and points to card payment.
 */
function WalletRoute() {
  const { t, path, money } = useI18n();
  return (
    <StaticPage title={t("account.tiles.wallet")} intro={<p>{t("wallet.intro")}</p>}>
      <section className="panel info-card" aria-labelledby="wallet-balance-title">
        <h2 id="wallet-balance-title">{t("wallet.balance")}</h2>
        <div className="wallet-balance">
          <p className="wallet-balance__label">{t("wallet.available")}</p>
          <p className="wallet-balance__amount">{money(ZERO_PAISE)}</p>
        </div>
      </section>
      <section className="panel info-card" aria-labelledby="wallet-how-title">
        <h2 id="wallet-how-title">{t("wallet.howTitle")}</h2>
        <p>{t("wallet.howText")}</p>
        <p>{t("wallet.byCard")}</p>
      </section>
      <div className="info-actions">
        <Link className="button" to={path("/all-product")}>
          {t("wallet.continueShopping")}
        </Link>
        <Link className="button button--secondary" to={path("/your-orders")}>
          {t("wallet.yourOrders")}
        </Link>
      </div>
    </StaticPage>
  );
}

export default WalletRoute;
// The screen renders its own <title>.
type PageMetaArgs = Parameters<ReturnType<typeof pageMeta>>[0];

export const meta: Route.MetaFunction = (args) => {
  const { t } = rootTranslator(args.matches);
  // The root's data is the only match pageMeta reads (its preview), and it is there.
  return pageMeta({ title: t("account.tiles.wallet"), description: t("wallet.intro"), titleTag: false })(
    args as PageMetaArgs,
  );
};
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
