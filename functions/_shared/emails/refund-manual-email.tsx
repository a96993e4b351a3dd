/**
 * A refund the payment provider could not make (state `manual`, issue 40): a cancelled order's or
 * a received return's. The customer hears that a person makes it and when to expect the money,
 * instead of finding out from the order page.
 */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import type { Order } from "@domain/order";
import { MANUAL_REFUND_BUSINESS_DAYS, type OrderRefund } from "@domain/order-refund";
import type { OrderReturn } from "@domain/order-return";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface RefundManualProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  order: Order;
  refund: OrderRefund;
  /** The return the refund is for; null for a cancelled order's. */
  orderReturn: Pick<OrderReturn, "number"> | null;
}

export function refundManualSubject(order: Pick<Order, "id">, refund: OrderRefund, locale: Locale): string {
  const { t, money } = emailWords(locale);
  return t("mailfix.manual.subject", { id: order.id, amount: money(refund.amount) });
}

export function RefundManualEmail({ shop, locale, customerName, order, refund, orderReturn }: RefundManualProps) {
  const words = emailWords(locale);
  const { t, money } = words;
  const values = { name: customerName, amount: money(refund.amount), id: order.id };
  const card = refund.cardLast4
    ? t("mailfix.manual.cardEnding", { last4: refund.cardLast4 })
    : t("mailfix.manual.anyCard");
  const heading = t("mailfix.manual.heading");
  return (
    <EmailLayout shop={shop} locale={locale} preview={heading}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {heading}
      </Heading>
      <Text>
        {orderReturn
          ? t("mailfix.manual.textReturn", { ...values, number: orderReturn.number })
          : t("mailfix.manual.textOrder", values)}
      </Text>
      <Text>{t("mailfix.manual.when", { card, days: MANUAL_REFUND_BUSINESS_DAYS })}</Text>
      <Text>
        <Link href={words.link(shop.siteUrl, `/track?order=${order.id}`)} style={{ color: colors.link }}>
          {t("email.cancel.see", { id: order.id })}
        </Link>
      </Text>
    </EmailLayout>
  );
}
