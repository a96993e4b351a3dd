/** "Your password was changed" (issue 27): sent after a reset link or the profile (decision 058) set a new password. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import type { PasswordChangeWay } from "@domain/outbox";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface PasswordChangedProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  email: string;
  way: PasswordChangeWay;
}

export function passwordChangedSubject(shop: Pick<ShopIdentity, "name">, locale: Locale): string {
  return emailWords(locale).t("email.changed.subject", { shop: shop.name });
}

/** Signed out "every device" after a reset, every other one after a change on the profile (which keeps its own). */
const TEXT = { reset: "email.changed.text", profile: "guestview.changed.profileText" } as const;

export function PasswordChangedEmail({ shop, locale, customerName, email, way }: PasswordChangedProps) {
  const { t, link: pageUrl } = emailWords(locale);
  const link = { color: colors.link };
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("email.changed.heading")}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("email.changed.heading")}
      </Heading>
      <Text>{t(TEXT[way], { name: customerName, shop: shop.name, email })}</Text>
      <Text>{t("email.changed.notYou")}</Text>
      <Text>
        <Link href={pageUrl(shop.siteUrl, "/reset-password")} style={link}>
          {t("email.changed.reset")}
        </Link>
        {" · "}
        <Link href={pageUrl(shop.siteUrl, "/contact")} style={link}>
          {t("email.contactUs")}
        </Link>
      </Text>
    </EmailLayout>
  );
}
