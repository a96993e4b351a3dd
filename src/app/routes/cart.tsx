import type { Route } from "./+types/cart";
import type { ReactNode } from "react";
import { useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { privateMeta } from "@/app/private-route";
import { useRootData } from "@/app/root-data";
import { PageTitle } from "@/components/page-title";
import { ScreenNeedsScript } from "@/components/screen-needs-script";
import {
  CART_DELETE_FAILED,
  CART_ROUTE,
  CART_SAVE_FAILED,
  type CartLinesData,
  type CartWriteAnswer,
} from "@/lib/cart-lines";
import { readFormData } from "@/lib/form/posted-form";
import { actionAnswer } from "@/lib/form/submission-failure";
import { CartBuyAgainNotice } from "@/features/buy-again/components/buy-again-notice";
import { BUY_AGAIN_ROUTE } from "@/features/buy-again/utils/buy-again-form";
import { buyAgainNoticeOf } from "@/features/buy-again/utils/buy-again-notice";
import { readCartLines } from "@/features/cart/api/cart-lines";
import { CartBody, CartPage, CartScreen } from "@/features/cart/components/cart-screen";
import { CartSkeleton } from "@/features/cart/components/cart-skeleton";
import { rootTranslator } from "@/app/root-translator";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { ShopLogo } from "@/features/shell/components/shop-logo";
import { routePathOf } from "@domain/locale";

/**
 * The server reads the cart for the page it renders (a browser without script keeps it) and is
 * the cart's one write, for a fetcher and a form alike (decision 068); with script the browser
 * reads the cart itself, below (decision 026).
 */
export { cartLoader as loader, cartAction as action } from "@/app/cart.server";

/**
 * The cart's lines with their products and prices, read in the browser: a guest's are the
 * cartItems cookie, a customer's the server's (decision 026). Also what the page frame's fetcher
 * reads for the header's count and the checkout.
 */
export async function clientLoader() {
  return readCartLines();
}
// Run on the first load too: until then the page shows the server's read only to a browser without script.
clientLoader.hydrate = true as const;

/**
 * The lines (this screen's, and the page frame's fetcher of a customer's) change through this
 * route's action and Buy again's, which writes through the same service; the sign-in merges on
 * the server, and a purchase loads them itself. Any other write (a stock alert, a payment's
 * start, a review, an address) leaves them as they were: no GET /api/cart after it.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === undefined) return defaultShouldRevalidate;
  const path = routePathOf(formAction);
  return (path === CART_ROUTE || path === BUY_AGAIN_ROUTE) && defaultShouldRevalidate;
}

/**
 * With script, a change that got no answer (the network, the site server) is a save that failed,
 * said by its control as the action's own refusal is, not the error screen in place of the page.
 * The write itself is the server action's only (decision 068).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<CartWriteAnswer> {
  const removal = (await readFormData(request.clone())).get("intent") === "remove";
  return actionAnswer(serverAction, () => ({
    results: [{ ok: false, reason: "failed", message: removal ? CART_DELETE_FAILED : CART_SAVE_FAILED }],
  }));
}

/**
 * /addcart: the cart of SPEC.md sections 2, 4, 5 and 9, under the shop's logo (the site header is
 * hidden here). Arriving from Buy again, the notice of what went in (and what did not) tops it.
 */
function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { logo } = useRootData();
  const location = useLocation();
  const { t } = useI18n();
  const buyAgain = buyAgainNoticeOf(location.state);
  if ("withoutScript" in loaderData) {
    const refusal = actionData?.results.find((result) => !result.ok)?.message ?? null;
    return <CartWhileReading logo={<ShopLogo logo={logo} />} serverCart={loaderData.withoutScript} refusal={refusal} />;
  }
  return (
    <>
      <PageTitle>{t("cart.title")}</PageTitle>
      <CartScreen
        logo={<ShopLogo logo={logo} />}
        notice={buyAgain && <CartBuyAgainNotice key={location.key} notice={buyAgain} />}
        cart={loaderData}
      />
    </>
  );
}

interface CartWhileReadingProps {
  logo: ReactNode;
  serverCart: CartLinesData;
  /** SPEC's text for a change the server action refused (a browser without script). */
  refusal: string | null;
}

/**
 * The cart's own top (its logo leads home) while the browser reads the cart (the server's HTML and
 * its hydration); without script, which never reads it, the cart the server read, with forms for
 * each line's units and removal.
 */
function CartWhileReading({ logo, serverCart, refusal }: CartWhileReadingProps) {
  const { t } = useI18n();
  const domainMessage = useDomainMessage();
  return (
    <CartPage logo={logo}>
      <ScreenNeedsScript
        loading={<CartSkeleton label={t("cart.loading")} />}
        withoutScript={
          <>
            {refusal && (
              <p className="error-text" role="alert">
                {domainMessage(refusal)}
              </p>
            )}
            <CartBody view={serverCart.view} customer={serverCart.shopper !== null} onLineRemoved={() => undefined} />
          </>
        }
        reason={t("cart.needsScript")}
      />
    </CartPage>
  );
}

export default CartRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta = (args: Route.MetaArgs) => privateMeta(rootTranslator(args.matches).t("cart.title"))(args);
