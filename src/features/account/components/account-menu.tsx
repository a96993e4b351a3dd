import { Link, useLocation } from "react-router";
import { SignOutButton } from "@/components/sign-out-button";
import { Skeleton } from "@/components/skeleton";
import { useSessionUser } from "@/lib/session-user";

const SIGN_OUT_FAILED = "Sign out failed. Please try again.";

/** The side menu of SPEC.md section 2, in its order (with issue 16's alerts after the wishlist); Sign Out closes the list. */
const ENTRIES = [
  { label: "Overview", to: "/overview" },
  { label: "Orders & Returns", to: "/your-orders" },
  { label: "Collection & Wishlist", to: "/wishlist" },
  { label: "Back in stock alerts", to: "/stock-alerts" },
  { label: "Profile", to: "/UserProfile", alsoAt: "/profile" },
  { label: "Contact Us", to: "/contact" },
] as const;

/** Routes match case-insensitively (/userprofile reaches /UserProfile), so the marking does too. */
function isCurrent(pathname: string, entry: (typeof ENTRIES)[number]): boolean {
  const here = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return here === entry.to.toLowerCase() || ("alsoAt" in entry && here === entry.alsoAt);
}

/**
 * The account side menu shared by the account screens. The last entry follows the session: Sign
 * Out for a customer, Sign In for a guest, a placeholder while the session is not known yet.
 */
export function AccountMenu() {
  const { pathname } = useLocation();
  const user = useSessionUser();

  return (
    <nav className="account-menu" aria-label="Account">
      <ul className="account-menu__list">
        {ENTRIES.map((entry) => {
          const current = isCurrent(pathname, entry);
          return (
            <li key={entry.to}>
              <Link to={entry.to} className="account-menu__item" aria-current={current ? "page" : undefined}>
                {entry.label}
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
            <Link to="/login" className="account-menu__item">
              Sign In
            </Link>
          )}
          {user && (
            <SignOutButton className="account-menu__item account-menu__sign-out" failureMessage={SIGN_OUT_FAILED}>
              Sign Out
            </SignOutButton>
          )}
        </li>
      </ul>
    </nav>
  );
}
