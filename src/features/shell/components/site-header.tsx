import "./shell.css";
import type { LogoState } from "@/features/shell/api/shell-data";
import type { MenuCategoriesState } from "@/features/shell/api/shell-data";
import { CategoryMenu } from "./category-menu";
import { CartLink, WishlistLink } from "./header-actions";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { ProfileMenu } from "./profile-menu";
import { SearchBox } from "./search-box";
import { ShopLogo } from "./shop-logo";

interface SiteHeaderProps {
  logo: LogoState;
  categories: MenuCategoriesState;
}

/** The top bar of SPEC.md section 2, and the way to the same page in the other language. */
export function SiteHeader({ logo, categories }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <MobileMenu categories={categories} />
        <ShopLogo logo={logo} />
        <SearchBox />
        <div className="site-header__actions">
          <LanguageSwitch className="header-action language-switch" />
          <WishlistLink />
          <CartLink />
          <ProfileMenu />
        </div>
      </div>
      <CategoryMenu categories={categories} />
    </header>
  );
}
