/** The reset link (issue 27): sent when a password reset is asked for an account's email. */
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import { RESET_LINK_MINUTES } from "@domain/password-reset";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface PasswordResetProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  /** The page that sets the new password, with the token, in the message's language. */
  resetUrl: string;
}

export function passwordResetSubject(shop: Pick<ShopIdentity, "name">, locale: Locale): string {
  return emailWords(locale).t("email.reset.subject", { shop: shop.name });
}

export function PasswordResetEmail({ shop, locale, customerName, resetUrl }: PasswordResetProps) {
  const { t } = emailWords(locale);
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("email.reset.preview", { minutes: RESET_LINK_MINUTES })}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("email.reset.heading")}
      </Heading>
      <Text>{t("email.reset.text", { name: customerName, shop: shop.name, minutes: RESET_LINK_MINUTES })}</Text>
      <Text>
        <Link href={resetUrl} style={{ color: colors.link }}>
          {t("email.reset.link")}
        </Link>
      </Text>
      <Text style={{ color: colors.muted, fontSize: "13px", wordBreak: "break-all" }}>{resetUrl}</Text>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>{t("email.reset.notYou")}</Text>
    </EmailLayout>
  );
}
