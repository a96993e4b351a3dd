/** The order confirmation (issue 27): sent once the payment webhook has recorded the order. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import type { Order } from "@domain/order";
import type { ReceiptTax } from "@domain/receipt";
import { formatRate, taxNames, type FederalTaxName, type ProvincialTaxName } from "@domain/tax-names";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords, type EmailWords } from "./email-words";
import { AmountRow, DeliveryAddressBlock, OrderLines } from "./order-facts";

export interface OrderConfirmationProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  order: Order;
  /** The rates the order was taxed at (receiptTax), or null when they cannot be told. */
  tax: ReceiptTax | null;
}

export function orderConfirmationSubject(order: Pick<Order, "id">, locale: Locale): string {
  return emailWords(locale).t("email.order.subject", { id: order.id });
}

/** A tax by the province's own name for it, with its rate when the rate the order was taxed at is known. */
function taxLabel({ t, locale }: EmailWords, name: FederalTaxName | ProvincialTaxName, rate: number | undefined) {
  const tax = t(`tax.${name}`);
  return rate === undefined ? tax : t("tax.withRate", { tax, rate: formatRate(rate, locale) });
}

export function OrderConfirmationEmail({ shop, locale, customerName, order, tax }: OrderConfirmationProps) {
  const words = emailWords(locale);
  const { t, date, link } = words;
  // Without the rates, the province still names the taxes, and a provincial amount charged is never hidden.
  const names = taxNames(tax?.province ?? order.deliveryAddress?.province ?? "", tax?.pst ?? order.pst ?? 0);
  const placed = t("email.order.placed", { name: customerName, id: order.id, date: date(order.placedAt) });
  return (
    <EmailLayout
      shop={shop}
      locale={locale}
      preview={t("email.order.preview", { id: order.id, count: order.lines.length })}
    >
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("email.order.heading")}
      </Heading>
      <Text>
        {order.expectedDelivery
          ? `${placed} ${t("email.order.arrives", { date: date(order.expectedDelivery) })}`
          : placed}
      </Text>
      <Heading as="h2" style={{ fontSize: "18px" }}>
        {t("email.order.name", { id: order.id })}
      </Heading>
      <OrderLines lines={order.lines} words={words} />
      <Section>
        {order.subtotal !== null ? (
          <AmountRow label={t("email.order.subtotal")} amount={order.subtotal} words={words} />
        ) : null}
        {order.hst !== null ? (
          <AmountRow label={taxLabel(words, names.federal, tax?.gstHst)} amount={order.hst} words={words} />
        ) : null}
        {order.pst !== null && names.provincial !== null ? (
          <AmountRow label={taxLabel(words, names.provincial, tax?.pst)} amount={order.pst} words={words} />
        ) : null}
        <AmountRow label={t("email.order.total")} amount={order.total} words={words} strong />
      </Section>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>{t("money.currency")}</Text>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>
        {t("email.order.paidBy", { mode: words.paymentMode(order.paymentMode) })}
      </Text>
      {order.deliveryAddress ? <DeliveryAddressBlock address={order.deliveryAddress} words={words} /> : null}
      <Text>
        <Link href={link(shop.siteUrl, `/track?order=${order.id}`)} style={{ color: colors.link }}>
          {t("email.order.track", { id: order.id })}
        </Link>
        {" · "}
        <Link href={link(shop.siteUrl, `/receipt?order=${order.id}`)} style={{ color: colors.link }}>
          {t("email.order.receipt")}
        </Link>
      </Text>
      <Text>
        {/* A guest has no account to sign in to (issue 42): the order is found by its number and email. */}
        <Link href={link(shop.siteUrl, `/order-lookup?order=${order.id}`)} style={{ color: colors.link }}>
          {t("guest.emailLookup")}
        </Link>
      </Text>
    </EmailLayout>
  );
}
