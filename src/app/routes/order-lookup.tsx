import type { Route } from "./+types/order-lookup";
import { useEffect } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { FormAlert, FormField, fieldA11y } from "@/components/form-field";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { AuthPage } from "@/features/auth/components/auth-page";
import { OrdersPage } from "@/features/orders/components/orders-page";
import { TrackedOrder } from "@/features/orders/components/order-tracking";
import { GUEST_PROBLEM_TEXT } from "@/features/guest/utils/guest-replies";
import { useI18n } from "@/lib/i18n/i18n-context";

const NUMBER_ID = "lookup-number";
const EMAIL_ID = "lookup-email";

/**
 * /order-lookup (issue 42): a guest's order found by its number and the email it was placed with,
 * then shown as /track shows a customer's. A wrong number and a wrong email get the same answer;
 * the function limits the attempts. Posted to the route's action, so it works without script.
 */
function OrderLookupRoute({ actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const [searchParams] = useSearchParams();
  const submitting = useNavigation().state === "submitting";
  const problem = actionData?.problem;
  const numberError = problem === "invalidNumber" ? t(GUEST_PROBLEM_TEXT.invalidNumber) : undefined;
  const emailError = problem === "invalidEmail" ? t(GUEST_PROBLEM_TEXT.invalidEmail) : undefined;
  useEffect(() => {
    const invalid = numberError ? NUMBER_ID : emailError ? EMAIL_ID : null;
    if (invalid) document.getElementById(invalid)?.focus();
  }, [actionData, numberError, emailError]);

  if (actionData?.order) {
    return (
      <OrdersPage title={t("guest.lookupTitle")}>
        <TrackedOrder
          order={actionData.order}
          back={
            <Link className="button button--secondary" to={path("/order-lookup")}>
              {t("guest.lookupAgain")}
            </Link>
          }
        />
      </OrdersPage>
    );
  }
  const values = actionData?.values;
  return (
    <AuthPage title={t("guest.lookupTitle")} intro={<p>{t("guest.lookupIntro")}</p>}>
      <Form method="post" className="auth-form" aria-busy={submitting} noValidate>
        <FormAlert message={problem && !numberError && !emailError ? t(GUEST_PROBLEM_TEXT[problem]) : null} />
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
          {submitting ? t("guest.searching") : t("guest.lookupSubmit")}
        </button>
      </Form>
    </AuthPage>
  );
}

export default OrderLookupRoute;
export { orderLookupAction as action } from "@/app/guest.server";
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) =>
  privateMeta(rootTranslator(args.matches).t("guest.lookupTitle"))(args);
