/**
 * Back in stock (issue 27, decision 028): a product the customer follows has returned to stock.
 * One per return; the stop link opens a page with a confirm button, so a mail scanner that follows
 * links stops nothing.
 */
import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import type { Paise } from "@domain/money";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface BackInStockProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  product: { id: number; name: string; imageUrl: string | null; price: Paise; stock: number };
  /** The stop link's page, absolute, in the message's language. */
  stopUrl: string;
}

export function backInStockSubject(product: { name: string }, locale: Locale): string {
  return emailWords(locale).t("email.stock.subject", { product: product.name });
}

export function BackInStockEmail({ shop, locale, customerName, product, stopUrl }: BackInStockProps) {
  const { t, money, link: pageUrl, withElements } = emailWords(locale);
  const link = { color: colors.link };
  const values = { name: customerName, product: product.name, shop: shop.name, stock: product.stock };
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("email.stock.preview", { product: product.name })}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("email.stock.heading")}
      </Heading>
      <Text>{t(product.stock <= 3 ? "email.stock.textFew" : "email.stock.text", values)}</Text>
      <Section>
        {product.imageUrl ? (
          <Img src={product.imageUrl} alt={product.name} width="160" height="160" style={{ height: "auto" }} />
        ) : null}
        <Text style={{ fontSize: "16px", fontWeight: "bold", margin: "8px 0 0" }}>{product.name}</Text>
        <Text style={{ margin: "4px 0 12px" }}>{money(product.price)}</Text>
        <Button
          href={pageUrl(shop.siteUrl, `/product/${product.id}`)}
          style={{ backgroundColor: colors.link, color: "#ffffff", padding: "10px 16px", borderRadius: "4px" }}
        >
          {t("mailfix.stock.viewProduct")}
        </Button>
      </Section>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>
        {withElements("email.stock.why", {
          list: (
            <Link href={pageUrl(shop.siteUrl, "/stock-alerts")} style={link}>
              {t("email.stock.list")}
            </Link>
          ),
          stop: (
            <Link href={stopUrl} style={link}>
              {t("email.stock.stop")}
            </Link>
          ),
        })}
      </Text>
    </EmailLayout>
  );
}
