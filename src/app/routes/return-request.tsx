import type { Route } from "./+types/return-request";
import { Link } from "react-router";
import { privateMeta } from "@/app/private-route";
import { returnableLines } from "@/domain/order-return";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { ReturnForm } from "@/features/returns/components/return-form";
import { ReturnSummary } from "@/features/returns/components/return-summary";
import { useSessionUser } from "@/lib/session-user";
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
 * requested without script; after it, the page shows the return's instructions.
 */
function ReturnRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Signed out in this tab since the page was read: a guest at once.
  const user = useSessionUser();
  const { t, path } = useI18n();
  if (loaderData.status === "guest" || user === null) {
    return (
      <AccountScreen title={t("return.title")}>
        <SignInPrompt reason={t("return.signIn")} />
      </AccountScreen>
    );
  }
  const { order } = loaderData;
  const created = loaderData.status === "created" ? loaderData.orderReturn : null;
  const others = order.returns.filter((orderReturn) => orderReturn.id !== created?.id);
  return (
    <AccountScreen
      title={
        created ? t("return.requestedTitle", { number: created.number }) : t("return.orderTitle", { id: order.id })
      }
      intro={<Link to={path("/your-orders")}>{t("orders.backToOrders")}</Link>}
    >
      {created && <ReturnSummary order={order} orderReturn={created} />}
      {loaderData.status === "closed" && (
        <p className="panel return-closed" role="status">
          {t(CLOSED_IDS[loaderData.reason], { id: order.id, days: RETURN_WINDOW_DAYS })}
        </p>
      )}
      {loaderData.status === "form" && (
        <ReturnForm orderId={order.id} lines={returnableLines(order)} reply={actionData ?? undefined} />
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
