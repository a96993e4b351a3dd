import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { MenuCategoriesState } from "@/features/shell/api/shell-data";
import { useI18n } from "@/lib/i18n/i18n-context";
import { ChevronIcon, CloseIcon, MenuIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { categoryHref, mobileSubcategoryHref } from "@/features/shell/utils/menu-links";

type DrawerNav = typeof import("./mobile-menu-drawer").MobileMenuNav;

/**
 * The small-screen menu (SPEC.md section 2): below 768px the hover menus fold into a Menu button
 * opening a drawer of expandable groups, each subcategory at /{group}/{subcategory}, plus
 * Wishlist and 'Add Cart'. A modal <dialog> gives the focus trap, Escape and the backdrop for free;
 * closing returns focus to the Menu button. The drawer's lists are rendered when it first opens (and
 * kept, groups as the shopper left them), their code loaded then (mobile-menu-drawer.tsx): the
 * desktop menu already carries every category link in the server's HTML, and a second copy of the
 * tree cost the hydration of every page ~110 elements.
 * Without script the button cannot open the drawer; MenuWithoutScript stands in for it.
 */
export function MobileMenu({ categories }: { categories: MenuCategoriesState }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [Nav, setNav] = useState<DrawerNav | null>(null);
  const { pathname } = useLocation();
  const { t } = useI18n();

  // Back and forward can change the page while the drawer is open; it must not stay over it.
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  function show() {
    dialogRef.current?.showModal();
    setOpen(true);
    // The drawer's lists and their code come with its first opening.
    if (!Nav) {
      import("./mobile-menu-drawer").then(
        ({ MobileMenuNav }) => setNav(() => MobileMenuNav),
        (error: unknown) => console.warn("The menu could not be loaded:", error),
      );
    }
  }

  function close() {
    dialogRef.current?.close();
  }

  return (
    <div className="mobile-menu">
      {/* React never renders what is inside <noscript> in the browser: its code is the server's only. */}
      {import.meta.env.SSR ? <MenuWithoutScript categories={categories} /> : <noscript />}
      <button
        type="button"
        className="mobile-menu__button"
        aria-expanded={open}
        aria-controls="mobile-menu-drawer"
        onClick={show}
      >
        <MenuIcon />
        <span>{t("menu")}</span>
      </button>
      <dialog
        ref={dialogRef}
        id="mobile-menu-drawer"
        className="mobile-menu__drawer"
        aria-labelledby="mobile-menu-title"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop lands on the <dialog> itself, outside its content box.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="mobile-menu__content">
          <div className="mobile-menu__head">
            <h2 id="mobile-menu-title" className="mobile-menu__title">
              {t("menu")}
            </h2>
            <button type="button" className="mobile-menu__close" onClick={close} aria-label={t("closeMenu")}>
              <CloseIcon />
            </button>
          </div>
          {Nav && <Nav categories={categories} onNavigate={close} />}
        </div>
      </dialog>
    </div>
  );
}

/**
 * The menu for a browser without script: a <details> disclosure (the Menu button) whose panel
 * holds the groups, each a <details> of its links (GroupLinks' markup written out: importing it
 * here would put the drawer's links in the code every page loads). Inside <noscript>, so a browser with script
 * never builds it and React never hydrates it; the HTML it adds is the price (shell.css hides the
 * scripted button when there is no script).
 */
function MenuWithoutScript({ categories }: { categories: MenuCategoriesState }) {
  const { t, path } = useI18n();
  return (
    <noscript>
      <details className="mobile-menu__disclosure">
        <summary className="mobile-menu__button">
          <MenuIcon />
          <span>{t("menu")}</span>
        </summary>
        <nav className="mobile-menu__panel" aria-label={t("smallScreenMenu")}>
          {categories.status === "loaded" ? (
            <ul className="mobile-menu__groups">
              {categories.data.categories.map((category) => (
                <li key={category.id} className="mobile-menu__group">
                  <details>
                    <summary className="mobile-menu__group-button">
                      <span>{category.name}</span>
                      <ChevronIcon />
                    </summary>
                    <ul className="mobile-menu__subcategories">
                      {category.subcategories.map((subcategory) => (
                        <li key={subcategory.id}>
                          <Link className="mobile-menu__link" to={path(mobileSubcategoryHref(category, subcategory))}>
                            {subcategory.name}
                          </Link>
                        </li>
                      ))}
                      <li>
                        <Link className="mobile-menu__link mobile-menu__link--all" to={path(categoryHref(category))}>
                          {t("allOfCategory", { category: category.name })}
                        </Link>
                      </li>
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              <Link to={path("/all-product")}>{t("allProducts")}</Link>
            </p>
          )}
          <ul className="mobile-menu__links">
            <li>
              <Link to={path("/wishlist")} className="mobile-menu__link">
                {t("wishlist")}
              </Link>
            </li>
            <li>
              <Link to={path("/addcart")} className="mobile-menu__link">
                {t("addCart")}
              </Link>
            </li>
          </ul>
          <LanguageSwitch className="mobile-menu__language" />
        </nav>
      </details>
    </noscript>
  );
}
