/**
 * The news-and-offers letter (issue 41): the operator's text in the customer's language, one
 * paragraph per blank-line-separated block, sent only to customers who consent now.
 */
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import { EmailLayout, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface NewsletterProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  letter: { subject: string; body: string };
}

export function NewsletterEmail({ shop, locale, customerName, letter }: NewsletterProps) {
  const { t } = emailWords(locale);
  const paragraphs = letter.body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "");
  return (
    <EmailLayout shop={shop} locale={locale} preview={letter.subject}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {letter.subject}
      </Heading>
      <Text>{t("consent.letter.greeting", { name: customerName })}</Text>
      {paragraphs.map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
    </EmailLayout>
  );
}
