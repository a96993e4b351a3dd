/**
 * The frame of every customer message: the shop's logo (its name in text only without one), laid
 * out at the device's width, one column at most 600 px wide that narrows with the mail client,
 * and text that stands without the images (alt texts, no meaning carried by an image or a colour
 * alone). `lang` is the message's language, so a screen reader reads a French message in French.
 */
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import type { Locale } from "@domain/locale";
import { emailWords } from "./email-words";

/** Who the message is from, as the shop API names the reseller. */
export interface ShopIdentity {
  name: string;
  /** Absolute URL of the logo, or null when the shop API has none. */
  logoUrl: string | null;
  /** The site's own address, for links. */
  siteUrl: string;
  /** The business behind the shop, as CASL has every message name it (issue 41): the seller's settings. */
  sender: { legalName: string; postalAddress: string; contactEmail: string };
  /**
   * A commercial message's unsubscribe page for its customer (decision 048), shown as a link in
   * the footer; null in a transactional one.
   */
  unsubscribeUrl: string | null;
}

export const colors = { text: "#1f2328", muted: "#57606a", line: "#d0d7de", link: "#0b5cad" };

export function EmailLayout({
  shop,
  locale,
  preview,
  children,
}: {
  shop: ShopIdentity;
  locale: Locale;
  preview: string;
  children: ReactNode;
}) {
  return (
    <Html lang={locale}>
      <Head>
        {/* Without it a phone's mail app lays the message out about 980 px wide and shrinks it. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f6f8fa", color: colors.text, fontFamily: "Arial, Helvetica, sans-serif" }}>
        <Container
          style={{ backgroundColor: "#ffffff", maxWidth: "600px", width: "100%", margin: "0 auto", padding: "16px" }}
        >
          <Section>
            {/* The logo says the name (its alt too, with images off); the name in text only without one. */}
            {shop.logoUrl ? (
              <Img src={shop.logoUrl} alt={shop.name} height="40" style={{ height: "40px" }} />
            ) : (
              <Text style={{ fontSize: "18px", fontWeight: "bold", margin: "8px 0 0" }}>{shop.name}</Text>
            )}
          </Section>
          <Hr style={{ borderColor: colors.line }} />
          {children}
          <Hr style={{ borderColor: colors.line }} />
          <EmailFooter shop={shop} locale={locale} />
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The foot of every message (issue 41): who sends it, as CASL has every commercial message say and
 * as the shop does for the transactional ones too (legal name, mailing address, an email and a web
 * address to reach it), and in a commercial message why it came and the unsubscribe link.
 */
function EmailFooter({ shop, locale }: { shop: ShopIdentity; locale: Locale }) {
  const { t, withElements, link: pageUrl } = emailWords(locale);
  const small = { color: colors.muted, fontSize: "12px", margin: "4px 0" };
  const link = { color: colors.link };
  return (
    <>
      <Text style={small}>
        {shop.name} · {shop.siteUrl}
      </Text>
      <Text style={small}>
        {t("consent.footer.sender", { legalName: shop.sender.legalName, address: shop.sender.postalAddress })}
      </Text>
      <Text style={small}>
        {withElements("consent.footer.contact", {
          email: (
            <Link href={`mailto:${shop.sender.contactEmail}`} style={link}>
              {shop.sender.contactEmail}
            </Link>
          ),
          site: (
            <Link href={pageUrl(shop.siteUrl, "/")} style={link}>
              {shop.siteUrl}
            </Link>
          ),
        })}
      </Text>
      {shop.unsubscribeUrl !== null && (
        <Text style={small}>
          {t("consent.footer.why", { shop: shop.name })}{" "}
          <Link href={shop.unsubscribeUrl} style={link}>
            {t("consent.footer.unsubscribe")}
          </Link>
        </Text>
      )}
    </>
  );
}
