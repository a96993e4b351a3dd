import { useI18n } from "@/lib/i18n/i18n-context";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CdnImage } from "@/components/cdn-image";
import { SHOP_NAME } from "@/domain/shop-name";
import type { LogoState } from "@/features/shell/api/shell-data";

export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 64;

/**
 * The reseller logo (the root route's loader reads it with the page), linking home: in the site
 * header, and in the checkout screens' own top bar (composed by their routes). SPEC.md section 8:
 * if it fails, or its image does not load (the failure is only logged), 'Loading...' stays in its place.
 */
export function ShopLogo({ logo }: { logo: LogoState }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const { t, path } = useI18n();
  const home = path("/");
  const problem = logo.status === "error" ? logo.message : logo.data.url ? null : "no logo URL";

  useEffect(() => {
    if (problem) console.warn(`Logo unavailable: ${problem}`);
  }, [problem]);

  const ready = logo.status === "loaded" && logo.data.url !== null && logo.data.url !== brokenUrl ? logo.data : null;

  if (ready?.url) {
    const url = ready.url;
    return (
      <Link to={home} className="shop-logo">
        <CdnImage
          className="shop-logo__image"
          src={url}
          alt={SHOP_NAME}
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          priority
          onError={() => {
            console.warn(`Logo image failed to load: ${url}`);
            setBrokenUrl(url);
          }}
        />
      </Link>
    );
  }

  return (
    <Link
      to={home}
      className="shop-logo shop-logo--loading"
      aria-label={logo.status === "loaded" ? SHOP_NAME : t("home")}
    >
      {/* Seen, not read: the link is named by its aria-label (axe: the visible text must be part
          of the accessible name, which "Home" with a visible "Loading..." is not). */}
      <span className="shop-logo__placeholder" aria-hidden="true">
        {t("logoLoading")}
      </span>
    </Link>
  );
}
