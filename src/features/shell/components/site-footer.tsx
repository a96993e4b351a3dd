import "./shell.css";
import { Link } from "react-router";
import { SHOP_NAME } from "@/domain/shop-name";
import type { MenuCategoriesState } from "@/features/shell/api/shell-data";
import { categoryHref } from "@/features/shell/utils/menu-links";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";
import { HelpHours } from "./help-hours";

interface FooterLink {
  to: string;
  label: MessageId;
}

/** Only routes the shop has (SPEC.md section 2); nothing links to a page that does not exist. */
const FOOTER_GROUPS: { id: string; title: MessageId; links: FooterLink[] }[] = [
  {
    id: "footer-information",
    title: "footer.information",
    links: [
      { to: "/", label: "home" },
      { to: "/compare", label: "footer.compareProducts" },
      { to: "/studio/design", label: "footer.designStudio" },
      { to: "/studio/photography", label: "footer.photographyStudio" },
    ],
  },
  {
    id: "footer-deals",
    title: "footer.deals",
    links: [
      { to: "/all-product", label: "footer.allProducts" },
      { to: "/all-product?max=999", label: "footer.under999" },
      { to: "/baby-care", label: "footer.babyCare" },
      { to: "/related-products", label: "footer.similarProducts" },
    ],
  },
  {
    id: "footer-customer-service",
    title: "footer.customerService",
    links: [
      { to: "/contact", label: "footer.contactUs" },
      { to: "/your-orders", label: "footer.yourOrders" },
      { to: "/track", label: "footer.trackOrder" },
      { to: "/privacy", label: "privacy.footer" },
      { to: "/accessibility", label: "accessibility.footer" },
    ],
  },
  {
    id: "footer-account",
    title: "footer.account",
    links: [
      { to: "/UserProfile", label: "yourAccount" },
      { to: "/wishlist", label: "wishlist" },
      { to: "/addcart", label: "cart" },
      { to: "/your-address", label: "footer.addresses" },
      { to: "/wallet", label: "footer.wallet" },
    ],
  },
];

interface SiteFooterProps {
  categories: MenuCategoriesState;
}

/**
 * The footer of SPEC.md section 1: information, deals, customer service, account and category
 * links, the help hours (the phone number is not in the SPEC, so none is shown), a Send Message
 * button and a 'Powered by' credit.
 */
export function SiteFooter({ categories }: SiteFooterProps) {
  const { t, path } = useI18n();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__links" aria-label={t("footer.label")}>
          {FOOTER_GROUPS.map((group) => (
            <section key={group.id} className="site-footer__group" aria-labelledby={group.id}>
              <h2 className="site-footer__title" id={group.id}>
                {t(group.title)}
              </h2>
              <ul className="site-footer__list">
                {group.links.map((link) => (
                  <li key={link.to + link.label}>
                    <Link to={path(link.to)}>{t(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section className="site-footer__group" aria-labelledby="footer-categories">
            <h2 className="site-footer__title" id="footer-categories">
              {t("footer.categories")}
            </h2>
            <ul className="site-footer__list">
              {categories.status === "loaded" ? (
                categories.data.categories.map((category) => (
                  <li key={category.id}>
                    <Link to={path(categoryHref(category))}>{category.name}</Link>
                  </li>
                ))
              ) : (
                <li>
                  <Link to={path("/all-product")}>{t("footer.allProducts")}</Link>
                </li>
              )}
            </ul>
          </section>
        </nav>
        <section className="site-footer__help" aria-labelledby="footer-help">
          <h2 className="site-footer__title" id="footer-help">
            {t("footer.helpLine")}
          </h2>
          <p className="site-footer__help-text">{t("footer.helpAvailable")}</p>
          <HelpHours className="help-hours help-hours--footer" />
          <Link className="button site-footer__message" to={path("/contact")}>
            {t("footer.sendMessage")}
          </Link>
        </section>
      </div>
      <p className="site-footer__credit">{t("footer.poweredBy", { shop: SHOP_NAME })}</p>
    </footer>
  );
}
