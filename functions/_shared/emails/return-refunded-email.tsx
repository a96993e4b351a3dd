/** A return's refund done (issue 30): sent once the provider gave the money back. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Order } from "@domain/order";
import type { OrderReturn } from "@domain/order-return";
import { refundStatement } from "@domain/order-refund";
import { formatMoney } from "@domain/money";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { ReturnLines } from "./order-return-lines";

export interface ReturnRefundedProps {
  shop: ShopIdentity;
  customerName: string;
  order: Order;
  orderReturn: OrderReturn;
}

export function returnRefundedSubject(orderReturn: Pick<OrderReturn, "number" | "amount">): string {
  return `Your return ${orderReturn.number} is refunded: ${formatMoney(orderReturn.amount)}`;
}

export function ReturnRefundedEmail({ shop, customerName, order, orderReturn }: ReturnRefundedProps) {
  const statement = orderReturn.refund
    ? refundStatement(orderReturn.refund)
    : `Refunded ${formatMoney(orderReturn.amount)}`;
  return (
    <EmailLayout shop={shop} preview={statement}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Your return {orderReturn.number} is refunded
      </Heading>
      <Text>
        Hi {customerName}, the items you sent back from order #{order.id} reached us. {statement}.
      </Text>
      <ReturnLines order={order} orderReturn={orderReturn} />
      <Text>
        <Link href={`${shop.siteUrl}/receipt?order=${order.id}`} style={{ color: colors.link }}>
          See the receipt of order #{order.id}
        </Link>
      </Text>
    </EmailLayout>
  );
}
