import { pageMeta } from "@/app/page-meta";
import { Link } from "react-router";
import { formatMoney, ZERO_PAISE } from "@/domain/money";
import { StaticPage } from "@/features/shell/components/static-page";

/**
 * /wallet, linked from the account tiles. The shop keeps no stored balance or gift cards, so the
 * page says so plainly (balance ₹0.00, no made-up transactions) and points to card payment.
 */
function WalletRoute() {
  return (
    <StaticPage title="Wallet" intro={<p>Your shop wallet balance and how you pay for orders.</p>}>
      <section className="panel info-card" aria-labelledby="wallet-balance-title">
        <h2 id="wallet-balance-title">Balance</h2>
        <div className="wallet-balance">
          <p className="wallet-balance__label">Available to spend</p>
          <p className="wallet-balance__amount">{formatMoney(ZERO_PAISE)}</p>
        </div>
      </section>
      <section className="panel info-card" aria-labelledby="wallet-how-title">
        <h2 id="wallet-how-title">How payment works</h2>
        <p>
          This shop does not keep a stored wallet balance, gift cards or cashback yet, so there is nothing to add or
          spend here.
        </p>
        <p>You pay for each order by card at checkout.</p>
      </section>
      <div className="info-actions">
        <Link className="button" to="/all-product">
          Continue shopping
        </Link>
        <Link className="button button--secondary" to="/your-orders">
          Your orders
        </Link>
      </div>
    </StaticPage>
  );
}

export default WalletRoute;
// The screen renders its own <title>.
export const meta = pageMeta({
  title: "Wallet",
  description: "Your shop wallet balance and how you pay for orders.",
  titleTag: false,
});
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
