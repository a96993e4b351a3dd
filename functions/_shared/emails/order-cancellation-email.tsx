/** The cancellation confirmation (issue 27): sent once the customer has cancelled an order. */
import { Heading, Link, Text } from "@react-email/components";
import type { Order } from "@domain/order";
import { refundStatement } from "@domain/order-refund";
import { formatMoney } from "@domain/money";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { OrderLines, formatMailDate } from "./order-facts";

export interface OrderCancellationProps {
  shop: ShopIdentity;
  customerName: string;
  order: Order;
}

export function orderCancellationSubject(order: Pick<Order, "id">): string {
  return `Your order #${order.id} is cancelled`;
}

/** What happens to the money: the refund's own sentence, or that nothing was paid online. */
function paymentText(order: Order): string {
  if (order.refund) return `${refundStatement(order.refund)}.`;
  return `No online payment of ${formatMoney(order.total)} is on record for this order, so nothing is refunded.`;
}

export function OrderCancellationEmail({ shop, customerName, order }: OrderCancellationProps) {
  return (
    <EmailLayout shop={shop} preview={`Order #${order.id} is cancelled`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Your order #{order.id} is cancelled
      </Heading>
      <Text>
        Hi {customerName}, as you asked, we cancelled order #{order.id}
        {order.cancelledAt ? ` on ${formatMailDate(order.cancelledAt)}` : ""}.
      </Text>
      <Text>
        <strong>Reason:</strong> {order.cancelReason ?? "not given"}
        {order.cancelComment ? ` (“${order.cancelComment}”)` : ""}
      </Text>
      <Text>
        <strong>Your payment:</strong> {paymentText(order)}
      </Text>
      <OrderLines lines={order.lines} />
      <Text>
        <Link href={`${shop.siteUrl}/track?order=${order.id}`} style={{ color: colors.link }}>
          See order #{order.id}
        </Link>
      </Text>
    </EmailLayout>
  );
}
