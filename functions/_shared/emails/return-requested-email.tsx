/** The return's instructions (issue 30): sent once the customer has asked to return items. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import type { Order } from "@domain/order";
import { returnRequestPath, type OrderReturn } from "@domain/order-return";
import { returnSteps } from "@/lib/order-words";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";
import { ReturnLines } from "./order-return-lines";

export interface ReturnRequestedProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  order: Order;
  orderReturn: OrderReturn;
}

export function returnRequestedSubject(orderReturn: Pick<OrderReturn, "number" | "orderId">, locale: Locale): string {
  return emailWords(locale).t("email.return.subject", { number: orderReturn.number, orderId: orderReturn.orderId });
}

export function ReturnRequestedEmail({ shop, locale, customerName, order, orderReturn }: ReturnRequestedProps) {
  const words = emailWords(locale);
  const { t } = words;
  const number = orderReturn.number;
  const steps = returnSteps(t, number);
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("email.return.preview", { number })}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("email.return.heading", { number })}
      </Heading>
      <Text>
        {t("email.return.text", {
          name: customerName,
          id: order.id,
          reason: words.returnReason(orderReturn.reason),
          comment: orderReturn.comment ? t("email.quoted", { text: orderReturn.comment }) : "",
        })}
      </Text>
      <ReturnLines order={order} orderReturn={orderReturn} words={words} />
      <Heading as="h2" style={{ fontSize: "18px" }}>
        {t("return.howToSend")}
      </Heading>
      {steps.map((step, index) => (
        <Text key={index} style={{ margin: "4px 0" }}>
          {index + 1}. {step}
        </Text>
      ))}
      <Text>
        <Link href={words.link(shop.siteUrl, returnRequestPath(order.id))} style={{ color: colors.link }}>
          {t("email.return.see")}
        </Link>
      </Text>
    </EmailLayout>
  );
}
