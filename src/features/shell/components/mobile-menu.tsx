import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import type { Category } from "@/domain/catalogue";
import { cartCountAtom } from "@/stores/cart";
import { wishlistCountAtom } from "@/stores/wishlist";
import type { MenuCategoriesState } from "@/features/shell/api/shell-data";
import { categoryHref, countLabel, mobileSubcategoryHref } from "@/features/shell/utils/menu-links";
import { ChevronIcon, CloseIcon, MenuIcon } from "./icons";

/**
 * The small-screen menu (SPEC.md section 2): below 768px the hover menus fold into a Menu button
 * opening a drawer of expandable groups, each subcategory at /{group}/{subcategory}, plus
 * Wishlist and 'Add Cart'. A modal <dialog> gives the focus trap, Escape and the backdrop for free;
 * closing returns focus to the Menu button. The drawer's lists are rendered when it first opens (and
 * kept, groups as the shopper left them): the desktop menu already carries every category link in
 * the server's HTML, and a second copy of the tree cost the hydration of every page ~110 elements.
 * Without script the button cannot open the drawer; MenuWithoutScript stands in for it.
 */
export function MobileMenu({ categories }: { categories: MenuCategoriesState }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const wishlistCount = useAtomValue(wishlistCountAtom);
  const cartCount = useAtomValue(cartCountAtom);

  // Back and forward can change the page while the drawer is open; it must not stay over it.
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  function show() {
    dialogRef.current?.showModal();
    setOpen(true);
    setOpened(true);
  }

  function close() {
    dialogRef.current?.close();
  }

  return (
    <div className="mobile-menu">
      <MenuWithoutScript categories={categories} />
      <button
        type="button"
        className="mobile-menu__button"
        aria-expanded={open}
        aria-controls="mobile-menu-drawer"
        onClick={show}
      >
        <MenuIcon />
        <span>Menu</span>
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
              Menu
            </h2>
            <button type="button" className="mobile-menu__close" onClick={close} aria-label="Close menu">
              <CloseIcon />
            </button>
          </div>
          {opened && (
            <nav aria-label="Small screen menu">
              {categories.status === "error" && (
                <p>
                  <Link to="/all-product" onClick={close}>
                    All products
                  </Link>
                </p>
              )}
              {categories.status === "loaded" && (
                <ul className="mobile-menu__groups">
                  {categories.data.categories.map((category) => (
                    <MobileMenuGroup key={category.id} category={category} onNavigate={close} />
                  ))}
                </ul>
              )}
              <ul className="mobile-menu__links">
                <CountedLink to="/wishlist" label="Wishlist" count={wishlistCount} onNavigate={close} />
                <CountedLink to="/addcart" label="Add Cart" count={cartCount} onNavigate={close} />
              </ul>
            </nav>
          )}
        </div>
      </dialog>
    </div>
  );
}

function MobileMenuGroup({ category, onNavigate }: { category: Category; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = `mobile-group-${category.id}`;
  return (
    <li className="mobile-menu__group">
      <button
        type="button"
        className="mobile-menu__group-button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        <span>{category.name}</span>
        <ChevronIcon />
      </button>
      <ul id={listId} className="mobile-menu__subcategories" hidden={!expanded}>
        <GroupLinks category={category} onNavigate={onNavigate} />
      </ul>
    </li>
  );
}

/** A group's subcategories at /{group}/{subcategory}, then the whole group. */
function GroupLinks({ category, onNavigate }: { category: Category; onNavigate?: () => void }) {
  return (
    <>
      {category.subcategories.map((subcategory) => (
        <li key={subcategory.id}>
          <Link className="mobile-menu__link" to={mobileSubcategoryHref(category, subcategory)} onClick={onNavigate}>
            {subcategory.name}
          </Link>
        </li>
      ))}
      <li>
        <Link className="mobile-menu__link mobile-menu__link--all" to={categoryHref(category)} onClick={onNavigate}>
          All {category.name}
        </Link>
      </li>
    </>
  );
}

/**
 * The menu for a browser without script: a <details> disclosure (the Menu button) whose panel
 * holds the groups, each a <details> of its links. Inside <noscript>, so a browser with script
 * never builds it and React never hydrates it; the HTML it adds is the price (shell.css hides the
 * scripted button when there is no script).
 */
function MenuWithoutScript({ categories }: { categories: MenuCategoriesState }) {
  return (
    <noscript>
      <details className="mobile-menu__disclosure">
        <summary className="mobile-menu__button">
          <MenuIcon />
          <span>Menu</span>
        </summary>
        <nav className="mobile-menu__panel" aria-label="Small screen menu">
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
                      <GroupLinks category={category} />
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              <Link to="/all-product">All products</Link>
            </p>
          )}
          <ul className="mobile-menu__links">
            <li>
              <Link to="/wishlist" className="mobile-menu__link">
                Wishlist
              </Link>
            </li>
            <li>
              <Link to="/addcart" className="mobile-menu__link">
                Add Cart
              </Link>
            </li>
          </ul>
        </nav>
      </details>
    </noscript>
  );
}

/** A drawer link with the number of items behind it, read out in its name. */
function CountedLink({
  to,
  label,
  count,
  onNavigate,
}: {
  to: string;
  label: string;
  count: number;
  onNavigate: () => void;
}) {
  return (
    <li>
      <Link to={to} className="mobile-menu__link" onClick={onNavigate} aria-label={countLabel(label, count)}>
        {label}
        {count > 0 && <span className="mobile-menu__count" data-count={count} aria-hidden="true" />}
      </Link>
    </li>
  );
}
