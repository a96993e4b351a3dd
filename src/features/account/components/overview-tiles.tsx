import { useId } from "react";
import { Link } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";

interface Tile {
  to: string;
  title: MessageId;
  description: MessageId;
  /** Path data of a 24x24 outline icon. */
  icon: string;
}

/**
 * The account tiles of SPEC.md section 2, in its order: /your-orders, /wishlist, /wallet,
 * /your-address, /Register (a guest's only), /contact.
 */
function tiles(signedIn: boolean): Tile[] {
  return [
    {
      to: "/your-orders",
      title: "account.tiles.orders",
      description: "account.tiles.ordersText",
      icon: "M3 7l9-4 9 4v10l-9 4-9-4V7zm0 0l9 4 9-4M12 11v10",
    },
    {
      to: "/wishlist",
      title: "account.menu.wishlist",
      description: "account.tiles.wishlistText",
      icon: "M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z",
    },
    {
      to: "/wallet",
      title: "account.tiles.wallet",
      description: "account.tiles.walletText",
      icon: "M3 7h18v12H3zM3 7l2-3h12l2 3M16 13h2",
    },
    {
      to: "/your-address",
      title: "account.tiles.addresses",
      description: "account.tiles.addressesText",
      icon: "M12 21s-6-5.3-6-11a6 6 0 0112 0c0 5.7-6 11-6 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
    },
    // A customer already has their account (issue 40): a second one is no tile of theirs.
    ...(signedIn
      ? []
      : [
          {
            to: "/Register",
            title: "login.createAccount",
            description: "account.tiles.newAccountText",
            icon: "M15 19a6 6 0 00-12 0M9 11a4 4 0 100-8 4 4 0 000 8zM19 8v6M16 11h6",
          } satisfies Tile,
        ]),
    {
      to: "/contact",
      title: "account.menu.contact",
      description: "account.tiles.contactText",
      icon: "M4 5h16v11H8l-4 4V5z",
    },
  ];
}

/**
 * The account tiles: each a link named by its title and described by a short text. The whole
 * tile is the click target (the link's ::after covers it) while the link's name stays short.
 */
export function OverviewTiles({ signedIn, label }: { signedIn: boolean; label?: string }) {
  const { t, path } = useI18n();
  const baseId = useId();
  return (
    <ul className="account-tiles" aria-label={label ?? t("account.profile.yourAccount")}>
      {tiles(signedIn).map((tile, index) => (
        <li key={tile.to} className="account-tile">
          <svg
            className="account-tile__icon"
            viewBox="0 0 24 24"
            width="28"
            height="28"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d={tile.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="account-tile__text">
            <Link className="account-tile__link" to={path(tile.to)} aria-describedby={`${baseId}-${index}`}>
              {t(tile.title)}
            </Link>
            <span className="account-tile__description" id={`${baseId}-${index}`}>
              {t(tile.description)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Tile-shaped placeholders while the session is not known yet. */
export function OverviewTilesSkeleton() {
  return (
    <ul className="account-tiles" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="account-tile account-tile--skeleton">
          <span className="skeleton account-tile__icon" />
          <span className="account-tile__text">
            <span className="skeleton skeleton--line skeleton--short" />
            <span className="skeleton skeleton--line" />
          </span>
        </li>
      ))}
    </ul>
  );
}
