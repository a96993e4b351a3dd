import type { Route } from "./+types/return-request";
import { Link } from "react-router";
import { privateMeta } from "@/app/private-route";
import { returnableLines } from "@/domain/order-return";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { ReturnForm } from "@/features/returns/components/return-form";
import { ReturnSummary } from "@/features/returns/components/return-summary";
import { useSessionUser } from "@/lib/session-user";

export { returnPageLoader as loader, returnRequestAction as action } from "@/app/return-request.server";

/**
 * /your-orders/{id}/return (issue 30): the order's returns with their state, and while the order
 * is returnable the form for the lines no return holds. Rendered on the server, so a return is
 * requested without script; after it, the page shows the return's instructions.
 */
function ReturnRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Signed out in this tab since the page was read: a guest at once.
  const user = useSessionUser();
  if (loaderData.status === "guest" || user === null) {
    return (
      <AccountScreen title="Return items">
        <SignInPrompt reason="Returns are made from your orders." />
      </AccountScreen>
    );
  }
  const { order } = loaderData;
  const created = loaderData.status === "created" ? loaderData.orderReturn : null;
  const others = order.returns.filter((orderReturn) => orderReturn.id !== created?.id);
  return (
    <AccountScreen
      title={created ? `Return ${created.number} requested` : `Return items of order #${order.id}`}
      intro={<Link to="/your-orders">Back to your orders</Link>}
    >
      {created && <ReturnSummary order={order} orderReturn={created} />}
      {loaderData.status === "closed" && (
        <p className="panel return-closed" role="status">
          {loaderData.message}
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
export const meta = privateMeta("Return items");
