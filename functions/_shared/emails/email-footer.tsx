/**
 * The foot of every message (issue 41): who sends it, as CASL has every commercial message say and
 * as the shop does for the transactional ones too (legal name, mailing address, an email and a web
 * address to reach it), and in a commercial message why it came and the unsubscribe link.
 */
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { Locale } from "@domain/locale";
import { colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export function EmailFooter({ shop, locale }: { shop: ShopIdentity; locale: Locale }) {
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
