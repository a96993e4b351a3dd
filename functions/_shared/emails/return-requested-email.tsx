/** The return's instructions (issue 30): sent once the customer has asked to return items. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Order } from "@domain/order";
import { returnInstructions, returnRequestPath, type OrderReturn } from "@domain/order-return";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { ReturnLines } from "./order-return-lines";

export interface ReturnRequestedProps {
  shop: ShopIdentity;
  customerName: string;
  order: Order;
  orderReturn: OrderReturn;
}

export function returnRequestedSubject(orderReturn: Pick<OrderReturn, "number" | "orderId">): string {
  return `Your return ${orderReturn.number} for order #${orderReturn.orderId}: how to send it back`;
}

export function ReturnRequestedEmail({ shop, customerName, order, orderReturn }: ReturnRequestedProps) {
  return (
    <EmailLayout shop={shop} preview={`Return ${orderReturn.number}: how to send the items back`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Your return {orderReturn.number}
      </Heading>
      <Text>
        Hi {customerName}, we have your return of items from order #{order.id}. Reason: {orderReturn.reason}
        {orderReturn.comment ? ` (“${orderReturn.comment}”)` : ""}.
      </Text>
      <ReturnLines order={order} orderReturn={orderReturn} />
      <Heading as="h2" style={{ fontSize: "18px" }}>
        How to send the items back
      </Heading>
      {returnInstructions(orderReturn.number).map((step, index) => (
        <Text key={index} style={{ margin: "4px 0" }}>
          {index + 1}. {step}
        </Text>
      ))}
      <Text>
        <Link href={`${shop.siteUrl}${returnRequestPath(order.id)}`} style={{ color: colors.link }}>
          See your return
        </Link>
      </Text>
    </EmailLayout>
  );
}
