/**
 * The acknowledgement of a contact message, to the address its sender gave, in the language of the
 * page it was sent from (issue 40, decision 046). It repeats nothing the sender wrote, so the form
 * cannot make the shop mail someone else's words to anyone, and goes out at most once a day per
 * address (its key).
 */
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface ContactReceivedProps {
  shop: ShopIdentity;
  locale: Locale;
}

export function contactReceivedSubject(shop: ShopIdentity, locale: Locale): string {
  return emailWords(locale).t("mailfix.received.subject", { shop: shop.name });
}

export function ContactReceivedEmail({ shop, locale }: ContactReceivedProps) {
  const { t } = emailWords(locale);
  const heading = t("mailfix.received.heading");
  return (
    <EmailLayout shop={shop} locale={locale} preview={heading}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {heading}
      </Heading>
      <Text>{t("mailfix.received.text", { shop: shop.name })}</Text>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>{t("mailfix.received.why")}</Text>
    </EmailLayout>
  );
}
