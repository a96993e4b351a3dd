import type { Route } from "./+types/payment";
import { useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { loadCustomerData, privateMeta } from "@/app/private-route";
import { useRootData } from "@/app/root-data";
import { CheckoutTop } from "@/components/checkout-top";
import { PageTitle } from "@/components/page-title";
import { PaymentScreen } from "@/features/payment/components/payment-screen";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { checkoutFromQuery } from "@/features/payment/utils/payment-urls";
import { confirmCardPayment, CONFIRM_INTENT } from "@/features/payment/api/confirm-card-payment";
import { getSavedCards } from "@/features/payment/api/saved-cards";
import { START_INTENT, type CardPaymentStart } from "@/features/payment/utils/card-start-form";
import type { SavedCardRefusal } from "@/features/payment/utils/saved-card-form";
import { ShopLogo } from "@/features/shell/components/shop-logo";
import { getCheckoutTotals } from "@/lib/checkout-totals";
import { readFormData } from "@/lib/form/posted-form";
import { actionAnswer } from "@/lib/form/submission-failure";

export { paymentAction as action } from "@/app/payment-action.server";

/**
 * The checkout of the URL (`?addressId=5&items=3,17`, so a reload or a second tab works from the
 * URL alone) and its totals as the server works them out; null when the URL names no checkout.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const checkout = checkoutFromQuery(new URL(request.url).searchParams);
  if (!checkout) return null;
  const [totals, savedCards] = await Promise.all([
    loadCustomerData((signal) => getCheckoutTotals(checkout, signal), request.signal, "shopper"),
    // Saved cards are offered first (issue 43); without them the card form is all there is.
    loadCustomerData(getSavedCards, request.signal, "shopper"),
  ]);
  return { checkout, totals, savedCards };
}
clientLoader.hydrate = true as const;

/**
 * 'Online payment (Stripe)' chosen (`intent=start`, payment-choice.tsx) and Pay with this card
 * (`intent=saved`, its CVC's token made before the post) are the server action's; an answer that
 * never came is said by the form, not the error screen. Pay now (`intent=confirm`) is the
 * confirmation by the mounted card form, which only Stripe.js in the browser can make.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  // A copy: the server action is sent the request's own body.
  const form = await readFormData(request.clone());
  const intent = form.get("intent");
  if (intent === CONFIRM_INTENT) return confirmCardPayment(form, request);
  return actionAnswer<CardPaymentStart | SavedCardRefusal>(serverAction, () =>
    intent === START_INTENT ? { status: "failed", message: null } : { savedCardError: null },
  );
}

/**
 * Making the intent or a refused confirmation changes neither the checkout nor its totals: they
 * are not read again, and the intent the card form confirms stays (a settled one leaves the page).
 */
export function shouldRevalidate({ formAction, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction && new URL(formAction, currentUrl).pathname === currentUrl.pathname
    ? false
    : defaultShouldRevalidate;
}

/** /paymentpage: the payment step of SPEC.md sections 2 and 4 under the checkout's own top (the site header is hidden here). */
function PaymentRoute() {
  const payment = useLoaderData<typeof clientLoader>();
  const { logo } = useRootData();
  const { t } = useI18n();
  return (
    <>
      <PageTitle>{t("payment.title")}</PageTitle>
      <CheckoutTop logo={<ShopLogo logo={logo} />} current="Payment" />
      <PaymentScreen payment={payment} />
    </>
  );
}

export default PaymentRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = (args: Route.MetaArgs) => privateMeta(rootTranslator(args.matches).t("payment.title"))(args);
