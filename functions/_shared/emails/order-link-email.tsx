/** A guest's link to its order (issue 42, decision 060): sent when its number and email are looked up. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { ORDER_LINK_HOURS } from "@domain/guest-checkout";
import type { Locale } from "@domain/locale";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface OrderLinkProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  orderId: number;
  /** /order-lookup with the signed token, in the message's language. */
  orderUrl: string;
}

export function orderLinkSubject(shop: Pick<ShopIdentity, "name">, orderId: number, locale: Locale): string {
  return emailWords(locale).t("guest2.email.subject", { id: orderId, shop: shop.name });
}

export function OrderLinkEmail({ shop, locale, customerName, orderId, orderUrl }: OrderLinkProps) {
  const { t } = emailWords(locale);
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("guest2.email.preview", { hours: ORDER_LINK_HOURS })}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("guest2.email.heading", { id: orderId })}
      </Heading>
      <Text>
        {t("guest2.email.text", { name: customerName, id: orderId, shop: shop.name, hours: ORDER_LINK_HOURS })}
      </Text>
      <Text>
        <Link href={orderUrl} style={{ color: colors.link }}>
          {t("guest2.email.link")}
        </Link>
      </Text>
      <Text style={{ color: colors.muted, fontSize: "13px", wordBreak: "break-all" }}>{orderUrl}</Text>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>{t("guest2.email.notYou")}</Text>
    </EmailLayout>
  );
}
