import type { Route } from "./+types/return-request";
import { Link, useSearchParams } from "react-router";
import { privateMeta } from "@/app/private-route";
import { ORDER_LINK_PARAM, returnableLines } from "@/domain/order-return";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { ReturnForm } from "@/features/returns/components/return-form";
import { ReturnSummary } from "@/features/returns/components/return-summary";
import { useAccountHolder } from "@/lib/session-user";
import { RETURN_WINDOW_DAYS } from "@/domain/order-return";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { ClosedReason } from "@/app/return-request.server";
import type { MessageId } from "@/lib/i18n/translator";

const CLOSED_IDS: Record<ClosedReason, MessageId> = {
  "not-delivered": "return.notDelivered",
  "window-closed": "return.windowClosed",
  "all-returned": "return.allReturned",
};

export { returnPageLoader as loader, returnRequestAction as action } from "@/app/return-request.server";

/**
 * /your-orders/{id}/return (issue 30): the order's returns with their state, and while the order
 * is returnable the form for the lines no return holds. Rendered on the server, so a return is
 * requested without script; after it, the page shows the return's instructions. With a guest's
 * order link (`?token=`, decision 060) it is that order's page, whoever is signed in.
 */
function ReturnRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Signed out in this tab since the page was read: a guest at once.
  const user = useAccountHolder();
  const { t, path } = useI18n();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(ORDER_LINK_PARAM);
  if (loaderData.status === "link-refused") {
    return (
      <AccountScreen title={t("return.title")}>
        <p className="panel return-closed" role="alert">
          {t(loaderData.refusal === "expired" ? "guestview.linkExpired" : "guestview.linkInvalid")}{" "}
          <Link to={path("/order-lookup")}>{t("guest.lookupTitle")}</Link>
        </p>
      </AccountScreen>
    );
  }
  if (loaderData.status === "guest" || (token === null && user === null)) {
    return (
      <AccountScreen title={t("return.title")}>
        <SignInPrompt reason={t("return.signIn")} />
      </AccountScreen>
    );
  }
  const { order } = loaderData;
  const created = loaderData.status === "created" ? loaderData.orderReturn : null;
  const others = order.returns.filter((orderReturn) => orderReturn.id !== created?.id);
  // A guest's way back is its order's link; a customer's, the order list.
  const back =
    token === null ? (
      <Link to={path("/your-orders")}>{t("orders.backToOrders")}</Link>
    ) : (
      <Link to={path(`/order-lookup?${new URLSearchParams({ [ORDER_LINK_PARAM]: token })}`)}>
        {t("guestview.backToOrder")}
      </Link>
    );
  return (
    <AccountScreen
      title={
        created ? t("return.requestedTitle", { number: created.number }) : t("return.orderTitle", { id: order.id })
      }
      intro={back}
    >
      {created && <ReturnSummary order={order} orderReturn={created} />}
      {loaderData.status === "closed" && (
        <p className="panel return-closed" role="status">
          {t(CLOSED_IDS[loaderData.reason], { id: order.id, days: RETURN_WINDOW_DAYS })}
        </p>
      )}
      {loaderData.status === "form" && (
        <ReturnForm orderId={order.id} token={token} lines={returnableLines(order)} reply={actionData ?? undefined} />
      )}
      {others.map((orderReturn) => (
        <ReturnSummary key={orderReturn.id} order={order} orderReturn={orderReturn} />
      ))}
    </AccountScreen>
  );
}

export default ReturnRequestRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export function meta(args: Route.MetaArgs) {
  return privateMeta(rootTranslator(args.matches).t("return.title"))(args);
}
