import "./shell.css";
import { Link } from "react-router";
import { SHOP_NAME } from "@/domain/shop-name";
import type { MenuCategoriesState } from "@/features/shell/api/shell-data";
import { categoryHref } from "@/features/shell/utils/menu-links";
import { HelpHours } from "./help-hours";

interface FooterLink {
  to: string;
  label: string;
}

/** Only routes the shop has (SPEC.md section 2); nothing links to a page that does not exist. */
const FOOTER_GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Information",
    links: [
      { to: "/", label: "Home" },
      { to: "/compare", label: "Compare Products" },
      { to: "/studio/design", label: "Design Studio" },
      { to: "/studio/photography", label: "Photography Studio" },
    ],
  },
  {
    title: "Deals",
    links: [
      { to: "/all-product", label: "All Products" },
      { to: "/all-product?max=999", label: "Under ₹999" },
      { to: "/baby-care", label: "Baby Care" },
      { to: "/related-products", label: "Similar Products" },
    ],
  },
  {
    title: "Customer Service",
    links: [
      { to: "/contact", label: "Contact Us" },
      { to: "/your-orders", label: "Your Orders" },
      { to: "/track", label: "Track Order" },
    ],
  },
  {
    title: "Account",
    links: [
      { to: "/UserProfile", label: "Your Account" },
      { to: "/wishlist", label: "Wishlist" },
      { to: "/addcart", label: "Cart" },
      { to: "/your-address", label: "Addresses" },
      { to: "/wallet", label: "Wallet" },
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
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__links" aria-label="Footer">
          {FOOTER_GROUPS.map((group) => (
            <section
              key={group.title}
              className="site-footer__group"
              aria-labelledby={`footer-${group.title.replace(/\s+/g, "-").toLowerCase()}`}
            >
              <h2 className="site-footer__title" id={`footer-${group.title.replace(/\s+/g, "-").toLowerCase()}`}>
                {group.title}
              </h2>
              <ul className="site-footer__list">
                {group.links.map((link) => (
                  <li key={link.to + link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section className="site-footer__group" aria-labelledby="footer-categories">
            <h2 className="site-footer__title" id="footer-categories">
              Categories
            </h2>
            <ul className="site-footer__list">
              {categories.status === "loaded" ? (
                categories.data.categories.map((category) => (
                  <li key={category.id}>
                    <Link to={categoryHref(category)}>{category.name}</Link>
                  </li>
                ))
              ) : (
                <li>
                  <Link to="/all-product">All Products</Link>
                </li>
              )}
            </ul>
          </section>
        </nav>
        <section className="site-footer__help" aria-labelledby="footer-help">
          <h2 className="site-footer__title" id="footer-help">
            Help line
          </h2>
          <p className="site-footer__help-text">Our help team is available:</p>
          <HelpHours className="help-hours help-hours--footer" />
          <Link className="button site-footer__message" to="/contact">
            Send Message
          </Link>
        </section>
      </div>
      <p className="site-footer__credit">Powered by {SHOP_NAME}</p>
    </footer>
  );
}
