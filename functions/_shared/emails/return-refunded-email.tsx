/** A return's refund done (issue 30): sent once the provider gave the money back. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import type { Order } from "@domain/order";
import type { OrderReturn } from "@domain/order-return";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";
import { ReturnLines } from "./order-return-lines";

export interface ReturnRefundedProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  order: Order;
  orderReturn: OrderReturn;
}

export function returnRefundedSubject(orderReturn: Pick<OrderReturn, "number" | "amount">, locale: Locale): string {
  const { t, money } = emailWords(locale);
  return t("email.refunded.subject", { number: orderReturn.number, amount: money(orderReturn.amount) });
}

export function ReturnRefundedEmail({ shop, locale, customerName, order, orderReturn }: ReturnRefundedProps) {
  const words = emailWords(locale);
  const { t, money } = words;
  const statement = orderReturn.refund
    ? words.refund(orderReturn.refund)
    : t("orders.return.refunded", { amount: money(orderReturn.amount) });
  return (
    <EmailLayout shop={shop} locale={locale} preview={statement}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("email.refunded.heading", { number: orderReturn.number })}
      </Heading>
      <Text>{t("email.refunded.text", { name: customerName, id: order.id, statement })}</Text>
      <ReturnLines order={order} orderReturn={orderReturn} words={words} />
      <Text>
        <Link href={words.link(shop.siteUrl, `/receipt?order=${order.id}`)} style={{ color: colors.link }}>
          {t("email.refunded.receipt", { id: order.id })}
        </Link>
      </Text>
    </EmailLayout>
  );
}
