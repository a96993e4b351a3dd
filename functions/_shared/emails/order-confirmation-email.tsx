/** The order confirmation (issue 27): sent once the payment webhook has recorded the order. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { Order } from "@domain/order";
import type { ReceiptTax } from "@domain/receipt";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { AmountRow, DeliveryAddressBlock, OrderLines, formatMailDate } from "./order-facts";

export interface OrderConfirmationProps {
  shop: ShopIdentity;
  customerName: string;
  order: Order;
  /** The rates the order was taxed at (receiptTax), or null when they cannot be told. */
  tax: ReceiptTax | null;
}

export function orderConfirmationSubject(order: Pick<Order, "id">): string {
  return `Your order #${order.id} is confirmed`;
}

function taxLabel(name: "HST" | "PST", rate: number | undefined, province: string | undefined): string {
  return rate === undefined ? name : `${name} (${rate}%, ${province})`;
}

export function OrderConfirmationEmail({ shop, customerName, order, tax }: OrderConfirmationProps) {
  const orderUrl = `${shop.siteUrl}/track?order=${order.id}`;
  const receiptUrl = `${shop.siteUrl}/receipt?order=${order.id}`;
  return (
    <EmailLayout shop={shop} preview={`Order #${order.id}: ${order.lines.length} item(s), thank you`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Thank you for your order
      </Heading>
      <Text>
        Hi {customerName}, we have your order #{order.id}, placed on {formatMailDate(order.placedAt)}.
        {order.expectedDelivery ? ` It should arrive by ${formatMailDate(order.expectedDelivery)}.` : ""}
      </Text>
      <Heading as="h2" style={{ fontSize: "18px" }}>
        Order #{order.id}
      </Heading>
      <OrderLines lines={order.lines} />
      <Section>
        {order.subtotal !== null ? <AmountRow label="Subtotal" amount={order.subtotal} /> : null}
        {order.hst !== null ? (
          <AmountRow label={taxLabel("HST", tax?.gstHst, tax?.province)} amount={order.hst} />
        ) : null}
        {order.pst !== null ? <AmountRow label={taxLabel("PST", tax?.pst, tax?.province)} amount={order.pst} /> : null}
        <AmountRow label="Total" amount={order.total} strong />
      </Section>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>Paid by {order.paymentMode}.</Text>
      {order.deliveryAddress ? <DeliveryAddressBlock address={order.deliveryAddress} /> : null}
      <Text>
        <Link href={orderUrl} style={{ color: colors.link }}>
          Track your order #{order.id}
        </Link>
        {" · "}
        <Link href={receiptUrl} style={{ color: colors.link }}>
          Tax receipt
        </Link>
      </Text>
    </EmailLayout>
  );
}
