import { Link, useLocation } from "react-router";
import { pathWithoutLocale } from "@domain/locale";
import { SignOutButton } from "@/components/sign-out-button";
import { Skeleton } from "@/components/skeleton";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";
import { useAccountHolder } from "@/lib/session-user";

/**
 * The side menu of SPEC.md section 2, in its order, with issue 16's alerts after the wishlist and
 * issue 41's email preferences and data after the profile; Sign Out closes the list.
 */
const ENTRIES = [
  { label: "account.menu.overview", to: "/overview" },
  { label: "account.menu.orders", to: "/your-orders" },
  { label: "account.menu.wishlist", to: "/wishlist" },
  { label: "account.menu.stockAlerts", to: "/stock-alerts" },
  { label: "account.menu.profile", to: "/UserProfile", alsoAt: "/profile" },
  { label: "consent.prefs.title", to: "/email-preferences" },
  { label: "privacy.data.title", to: "/your-data" },
  { label: "account.menu.contact", to: "/contact" },
] as const satisfies readonly { label: MessageId; to: string; alsoAt?: string }[];

/** Routes match case-insensitively (/userprofile reaches /UserProfile), so the marking does too, in either language. */
function isCurrent(pathname: string, entry: (typeof ENTRIES)[number]): boolean {
  const here = pathWithoutLocale(pathname).toLowerCase().replace(/\/+$/, "") || "/";
  return here === entry.to.toLowerCase() || ("alsoAt" in entry && here === entry.alsoAt);
}

/**
 * The account side menu shared by the account screens. The last entry follows the session: Sign
 * Out for a customer, Sign In for a guest, a placeholder while the session is not known yet.
 */
export function AccountMenu() {
  const { t, path } = useI18n();
  const { pathname } = useLocation();
  const user = useAccountHolder();

  return (
    <nav className="account-menu" aria-label={t("account.menu.label")}>
      <ul className="account-menu__list">
        {ENTRIES.map((entry) => {
          const current = isCurrent(pathname, entry);
          return (
            <li key={entry.to}>
              <Link to={path(entry.to)} className="account-menu__item" aria-current={current ? "page" : undefined}>
                {t(entry.label)}
              </Link>
            </li>
          );
        })}
        <li>
          {user === undefined && (
            <span className="account-menu__item account-menu__item--placeholder">
              <Skeleton className="skeleton--line account-menu__skeleton" />
            </span>
          )}
          {user === null && (
            <Link to={path("/login")} className="account-menu__item">
              {t("account.menu.signIn")}
            </Link>
          )}
          {user && (
            <SignOutButton
              className="account-menu__item account-menu__sign-out"
              failureMessage={t("account.menu.signOutFailed")}
            >
              {t("account.menu.signOut")}
            </SignOutButton>
          )}
        </li>
      </ul>
    </nav>
  );
}
