/** "Your account was deleted" (issue 41, decision 049): the last message to a deleted account's address. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface AccountDeletedProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  email: string;
}

export function accountDeletedSubject(shop: Pick<ShopIdentity, "name">, locale: Locale): string {
  return emailWords(locale).t("privacy.email.subject", { shop: shop.name });
}

export function AccountDeletedEmail({ shop, locale, customerName, email }: AccountDeletedProps) {
  const { t, link: pageUrl } = emailWords(locale);
  const link = { color: colors.link };
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("privacy.email.heading")}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("privacy.email.heading")}
      </Heading>
      <Text>{t("privacy.email.text", { name: customerName, shop: shop.name, email })}</Text>
      <Text>{t("privacy.email.kept")}</Text>
      <Text>{t("privacy.email.notYou")}</Text>
      <Text>
        <Link href={pageUrl(shop.siteUrl, "/privacy")} style={link}>
          {t("privacy.email.policy")}
        </Link>
        {" · "}
        <Link href={pageUrl(shop.siteUrl, "/contact")} style={link}>
          {t("email.contactUs")}
        </Link>
      </Text>
    </EmailLayout>
  );
}
