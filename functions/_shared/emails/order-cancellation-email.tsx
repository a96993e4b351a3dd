/** The cancellation confirmation (issue 27): sent once the customer has cancelled an order. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import type { Order } from "@domain/order";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords, type EmailWords } from "./email-words";
import { OrderLines } from "./order-facts";

export interface OrderCancellationProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  order: Order;
}

export function orderCancellationSubject(order: Pick<Order, "id">, locale: Locale): string {
  return emailWords(locale).t("email.cancel.subject", { id: order.id });
}

/** What happens to the money: the refund's own sentence, or that nothing was paid online. */
function paymentText(order: Order, { t, money, refund }: EmailWords): string {
  if (order.refund) return `${refund(order.refund)}.`;
  return t("email.cancel.nothingPaid", { amount: money(order.total) });
}

export function OrderCancellationEmail({ shop, locale, customerName, order }: OrderCancellationProps) {
  const words = emailWords(locale);
  const { t, date } = words;
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("email.cancel.preview", { id: order.id })}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("email.cancel.subject", { id: order.id })}
      </Heading>
      <Text>
        {order.cancelledAt
          ? t("email.cancel.textOn", { name: customerName, id: order.id, date: date(order.cancelledAt) })
          : t("email.cancel.text", { name: customerName, id: order.id })}
      </Text>
      <Text>
        <strong>{t("email.cancel.reason")}</strong>{" "}
        {order.cancelReason ? words.cancelReason(order.cancelReason) : t("email.cancel.noReason")}
        {order.cancelComment ? t("email.quoted", { text: order.cancelComment }) : ""}
      </Text>
      <Text>
        <strong>{t("email.cancel.payment")}</strong> {paymentText(order, words)}
      </Text>
      <OrderLines lines={order.lines} words={words} />
      <Text>
        <Link href={words.link(shop.siteUrl, `/track?order=${order.id}`)} style={{ color: colors.link }}>
          {t("email.cancel.see", { id: order.id })}
        </Link>
      </Text>
    </EmailLayout>
  );
}
