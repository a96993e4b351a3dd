import type { Route } from "./+types/order-lookup";
import { useEffect } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { FormAlert, FormField, fieldA11y } from "@/components/form-field";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { AuthPage } from "@/features/auth/components/auth-page";
import { OrdersPage } from "@/features/orders/components/orders-page";
import { TrackedOrder } from "@/features/orders/components/order-tracking";
import { CancelOrderForm } from "@/features/orders/components/cancellation-form";
import { ORDER_LINK_HOURS } from "@/domain/guest-checkout";
import { isReturnable, ORDER_LINK_PARAM, orderLinkReturnPath, returnableLines } from "@/domain/order-return";
import { GUEST_PROBLEM_TEXT, type OrderLookupReply } from "@/features/guest/utils/guest-replies";
import { useI18n } from "@/lib/i18n/i18n-context";
import { pathWithoutLocale } from "@domain/locale";

const NUMBER_ID = "lookup-number";
const EMAIL_ID = "lookup-email";

/**
 * /order-lookup (issue 42, decision 060): an order number and the email a guest ordered with send
 * a link to that order to that email, with one answer whether or not they match (the function
 * limits the attempts). The link comes back here as `?token=`: its order as /track shows a
 * customer's, with the cancellation form while it can be cancelled and Return items once delivered
 * (the return page takes the same token); an expired or altered link says so above the form. Posted to the route's action, so it works without script.
 */
function OrderLookupRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const submitting = useNavigation().state === "submitting";
  const link = loaderData.link;
  // With a token, the action answers the cancellation form (CancelOrderForm reads that answer).
  const reply = link === null ? (actionData as OrderLookupReply | undefined) : undefined;
  const problem = reply?.problem;
  const numberError = problem === "invalidNumber" ? t(GUEST_PROBLEM_TEXT.invalidNumber) : undefined;
  const emailError = problem === "invalidEmail" ? t(GUEST_PROBLEM_TEXT.invalidEmail) : undefined;
  useEffect(() => {
    const invalid = numberError ? NUMBER_ID : emailError ? EMAIL_ID : null;
    if (invalid) document.getElementById(invalid)?.focus();
  }, [reply, numberError, emailError]);

  if (link?.status === "open") {
    const here = `${pathWithoutLocale(pathname)}${search}`;
    return (
      <OrdersPage title={t("guest.lookupTitle")}>
        <TrackedOrder
          order={link.order}
          back={
            <Link className="button button--secondary" to={path("/order-lookup")}>
              {t("guest2.lookupAgain")}
            </Link>
          }
        />
        {link.order.cancellable && <CancelOrderForm keepTo={here} />}
        {isReturnable(link.order, new Date()) && returnableLines(link.order).length > 0 && (
          <p>
            <Link
              className="button"
              to={path(orderLinkReturnPath(link.order.id, searchParams.get(ORDER_LINK_PARAM) ?? ""))}
            >
              {t("orders.returnItems")}
            </Link>
          </p>
        )}
      </OrdersPage>
    );
  }
  const refused = link === null ? null : t(link.status === "expired" ? "guest2.expired" : "guest2.invalid");
  const alert = reply?.sent
    ? null
    : (refused ?? (problem && !numberError && !emailError ? t(GUEST_PROBLEM_TEXT[problem]) : null));
  const values = reply?.values;
  return (
    <AuthPage title={t("guest.lookupTitle")} intro={<p>{t("guest.lookupIntro")}</p>}>
      {reply?.sent && <p role="status">{t("guest2.sent", { hours: ORDER_LINK_HOURS })}</p>}
      <Form method="post" action={path("/order-lookup")} className="auth-form" aria-busy={submitting} noValidate>
        <FormAlert message={alert} />
        <FormField id={NUMBER_ID} label={t("guest.orderNumber")} hint={t("guest.orderNumberHint")} error={numberError}>
          <input
            id={NUMBER_ID}
            name="orderNumber"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={20}
            defaultValue={values?.orderNumber ?? searchParams.get("order") ?? ""}
            {...fieldA11y(NUMBER_ID, numberError, true)}
          />
        </FormField>
        <FormField id={EMAIL_ID} label={t("guest.email")} error={emailError}>
          <input
            id={EMAIL_ID}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values?.email ?? ""}
            {...fieldA11y(EMAIL_ID, emailError)}
          />
        </FormField>
        <button type="submit" className="button auth-form__submit" disabled={submitting}>
          {submitting ? t("guest2.sending") : t("guest2.submit")}
        </button>
      </Form>
    </AuthPage>
  );
}

export default OrderLookupRoute;
export { orderLinkLoader as loader, orderLookupAction as action } from "@/app/guest.server";
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) =>
  privateMeta(rootTranslator(args.matches).t("guest.lookupTitle"))(args);
