/**
 * The account's identity messages (decision 062): the link that confirms an address, mailed to
 * that address ("email-confirm": a new email for the account, or its own to bring in the orders
 * placed as a guest with it), and the notice to the old address once the email changed
 * ("email-changed"). Both go to the address in their payload, not the account's current one.
 */
import type { ReactElement } from "react";
import { createElement } from "react";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import * as v from "valibot";
import { EMAIL_LINK_HOURS } from "@domain/identity";
import type { Locale } from "@domain/locale";
import { emailLinkToken, emailLinkUrl } from "../email-link-token";
import type { ClaimedMessage } from "../shop-api-client";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface EmailConfirmProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  email: string;
  /** A new email for the account, rather than its own confirmed. */
  change: boolean;
  url: string;
}

export function EmailConfirmEmail({ shop, locale, customerName, email, change, url }: EmailConfirmProps) {
  const { t } = emailWords(locale);
  const heading = change ? t("identity.email.confirmChangeHeading") : t("identity.email.confirmHeading");
  return (
    <EmailLayout shop={shop} locale={locale} preview={heading}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {heading}
      </Heading>
      <Text>
        {change
          ? t("identity.email.confirmChangeText", { name: customerName, shop: shop.name, email })
          : t("identity.email.confirmText", { name: customerName, shop: shop.name, email })}
      </Text>
      <Text>
        <Link href={url} style={{ color: colors.link }}>
          {t("identity.email.confirmLink")}
        </Link>
      </Text>
      <Text style={{ color: colors.muted, fontSize: "13px", wordBreak: "break-all" }}>{url}</Text>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>
        {t("identity.email.confirmNotYou", { hours: EMAIL_LINK_HOURS })}
      </Text>
    </EmailLayout>
  );
}

export interface EmailChangedProps {
  shop: ShopIdentity;
  locale: Locale;
  customerName: string;
  /** The account's email now. */
  email: string;
}

export function EmailChangedEmail({ shop, locale, customerName, email }: EmailChangedProps) {
  const { t, link } = emailWords(locale);
  return (
    <EmailLayout shop={shop} locale={locale} preview={t("identity.email.changedHeading")}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {t("identity.email.changedHeading")}
      </Heading>
      <Text>{t("identity.email.changedText", { name: customerName, shop: shop.name, email })}</Text>
      <Text>{t("identity.email.changedNotYou")}</Text>
      <Text>
        <Link href={link(shop.siteUrl, "/contact")} style={{ color: colors.link }}>
          {t("email.contactUs")}
        </Link>
      </Text>
    </EmailLayout>
  );
}

const ConfirmPayloadSchema = v.object({ email: v.string(), expires: v.number(), stamp: v.number() });
const ChangedPayloadSchema = v.object({ email: v.string() });

/** An identity message's address, subject and body, from its payload and the account as it is now. */
export async function identityMail(
  message: ClaimedMessage & { kind: "email-confirm" | "email-changed"; email: string },
  shop: ShopIdentity,
  customerName: string,
): Promise<{ to: string; subject: string; element: ReactElement }> {
  const { locale } = message;
  const { t } = emailWords(locale);
  if (message.customerId === null) throw new Error(`${message.key} names no customer`);
  if (message.kind === "email-changed") {
    const { email: oldEmail } = v.parse(ChangedPayloadSchema, message.payload);
    return {
      to: oldEmail,
      subject: t("identity.email.changedSubject", { shop: shop.name }),
      element: createElement(EmailChangedEmail, { shop, locale, customerName, email: message.email }),
    };
  }
  const link = { ...v.parse(ConfirmPayloadSchema, message.payload), customerId: message.customerId };
  // Signed when the mail is made, with the stamp the account had when the link was asked for.
  const url = emailLinkUrl(shop.siteUrl, await emailLinkToken(link), locale);
  const change = link.email.toLowerCase() !== message.email.toLowerCase();
  return {
    to: link.email,
    subject: t(change ? "identity.email.confirmChangeSubject" : "identity.email.confirmSubject", { shop: shop.name }),
    element: createElement(EmailConfirmEmail, { shop, locale, customerName, email: link.email, change, url }),
  };
}
