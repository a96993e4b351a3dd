/** The welcome (issue 27): sent once the customer's account exists. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface WelcomeProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  email: string;
}

export function welcomeSubject(shop: Pick<ShopIdentity, "name">, locale: Locale): string {
  return emailWords(locale).t("email.welcome.subject", { shop: shop.name });
}

export function WelcomeEmail({ shop, locale, customerName, email }: WelcomeProps) {
  const { t, link: pageUrl } = emailWords(locale);
  const link = { color: colors.link };
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("email.welcome.preview", { shop: shop.name })}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("email.welcome.heading", { name: customerName })}
      </Heading>
      <Text>{t("email.welcome.text", { shop: shop.name, email })}</Text>
      <Text>
        <Link href={pageUrl(shop.siteUrl, "/login")} style={link}>
          {t("email.signIn")}
        </Link>
        {" · "}
        <Link href={pageUrl(shop.siteUrl, "/")} style={link}>
          {t("email.welcome.startShopping")}
        </Link>
      </Text>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>{t("email.welcome.why", { site: shop.siteUrl })}</Text>
    </EmailLayout>
  );
}
