import type { Route } from "./+types/wallet";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { DEFAULT_CARD, REMOVE_CARD, type CardChangeAnswer } from "@/features/payment/utils/card-change";
import { LoadFailure } from "@/components/load-failure";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { SavedCardName } from "@/features/payment/components/saved-card-name";
import { StaticPage } from "@/features/shell/components/static-page";
import { useI18n } from "@/lib/i18n/i18n-context";

export { walletLoader as loader, walletAction as action } from "@/app/wallet.server";

/**
 * /wallet, linked from the account tiles: the cards the customer saved with the payment provider
 * (issue 43), each removable or made the default by a plain form post, so without script too.
 */
function WalletRoute() {
  const { t, path } = useI18n();
  const wallet = useLoaderData<Route.ComponentProps["loaderData"]>();
  const answer = useActionData<CardChangeAnswer>();
  const busy = useNavigation().state !== "idle";
  return (
    <StaticPage title={t("account.tiles.wallet")} intro={<p>{t("cards.intro")}</p>}>
      {!wallet.signedIn ? (
        <SignInPrompt reason={t("cards.signIn")} />
      ) : wallet.cards.status === "error" ? (
        <LoadFailure message={t("cards.loadFailed")} />
      ) : (
        <section className="panel info-card" aria-labelledby="wallet-cards-title">
          <h2 id="wallet-cards-title">{t("cards.title")}</h2>
          {answer && "failed" in answer ? (
            <p className="error-text" role="alert">
              {t("cards.changeFailed")}
            </p>
          ) : answer ? (
            <p role="status">{t(answer.done === REMOVE_CARD ? "cards.removed" : "cards.defaultSet")}</p>
          ) : null}
          {wallet.cards.data.length === 0 ? (
            <p>{t("cards.none")}</p>
          ) : (
            <ul className="saved-cards">
              {wallet.cards.data.map((card) => {
                const name = <SavedCardName card={card} />;
                const label = (key: "cards.removeLabel" | "cards.makeDefaultLabel") =>
                  t(key, {
                    card: t("cards.card", { brand: t("cards.brand", { brand: card.brand }), last4: card.last4 }),
                  });
                return (
                  <li key={card.id} className="saved-card">
                    <span>
                      {name}
                      {card.isDefault ? <strong className="saved-card__default"> {t("cards.default")}</strong> : null}
                    </span>
                    <Form method="post" className="saved-card__actions">
                      <input type="hidden" name="paymentMethodId" value={card.id} />
                      {card.isDefault ? null : (
                        <button
                          className="button button--secondary"
                          type="submit"
                          name="intent"
                          value={DEFAULT_CARD}
                          aria-label={label("cards.makeDefaultLabel")}
                          disabled={busy}
                        >
                          {t("cards.makeDefault")}
                        </button>
                      )}
                      <button
                        className="button button--secondary"
                        type="submit"
                        name="intent"
                        value={REMOVE_CARD}
                        aria-label={label("cards.removeLabel")}
                        disabled={busy}
                      >
                        {t("cards.remove")}
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
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
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta = (args: Route.MetaArgs) => privateMeta(rootTranslator(args.matches).t("account.tiles.wallet"))(args);
