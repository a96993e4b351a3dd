import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { CdnImage } from "@/components/cdn-image";
import { Link } from "react-router";
import type { Category } from "@/domain/catalogue";
import type { MenuCategoriesState } from "@/features/shell/api/shell-data";
import { useDismiss } from "@/features/shell/hooks/use-dismiss";
import { categoryHref, subcategoryHref } from "@/features/shell/utils/menu-links";
import { useI18n } from "@/lib/i18n/i18n-context";
import { ChevronIcon } from "./icons";

/** Which panel is open, and whether the pointer merely rests on it or the shopper asked for it. */
type OpenPanel = { id: number; by: "hover" | "toggle" } | null;

/**
 * The desktop hover menus (SPEC.md section 2): each group name links to its whole category and
 * opens a panel of its subcategories on hover. Keyboard and touch users open the same panel with
 * the disclosure button next to the name; Escape, a click outside or leaving closes it.
 */
export function CategoryMenu({ categories }: { categories: MenuCategoriesState }) {
  const [open, setOpen] = useState<OpenPanel>(null);
  const navRef = useRef<HTMLElement>(null);
  const { t, path } = useI18n();

  const openId = open?.id;
  const dismiss = useCallback(
    (reason: "escape" | "outside") => {
      if (reason === "escape")
        navRef.current?.querySelector<HTMLButtonElement>(`[data-toggle-for="${openId}"]`)?.focus();
      setOpen(null);
    },
    [openId],
  );
  useDismiss(navRef, open !== null, dismiss);

  if (categories.status === "error") {
    return (
      <nav className="category-menu" aria-label={t("categories")}>
        <div className="category-menu__inner">
          <Link className="category-menu__link" to={path("/all-product")}>
            {t("allProducts")}
          </Link>
        </div>
      </nav>
    );
  }

  return (
    <nav className="category-menu" aria-label={t("categories")} ref={navRef}>
      <ul className="category-menu__inner category-menu__list">
        {categories.data.categories.map((category) => (
          <CategoryMenuItem
            key={category.id}
            category={category}
            open={open?.id === category.id}
            onHover={() =>
              setOpen((current) => (current?.id === category.id ? current : { id: category.id, by: "hover" }))
            }
            onLeave={() => setOpen((current) => (current?.id === category.id ? null : current))}
            onToggle={() =>
              setOpen((current) =>
                current?.id === category.id && current.by === "toggle" ? null : { id: category.id, by: "toggle" },
              )
            }
            onClose={() => setOpen(null)}
          />
        ))}
      </ul>
    </nav>
  );
}

interface CategoryMenuItemProps {
  category: Category;
  open: boolean;
  onHover: () => void;
  onLeave: () => void;
  onToggle: () => void;
  onClose: () => void;
}

function CategoryMenuItem({ category, open, onHover, onLeave, onToggle, onClose }: CategoryMenuItemProps) {
  const panelId = `category-panel-${category.id}`;
  const { t, path } = useI18n();
  const groupPath = path(categoryHref(category));

  function closeWhenFocusLeaves(event: FocusEvent<HTMLLIElement>) {
    if (open && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onClose();
  }

  // ArrowDown on the toggle opens the panel and moves into it, as in most site menus.
  function onToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    if (!open) onToggle();
    const item = event.currentTarget.closest("li");
    requestAnimationFrame(() => item?.querySelector<HTMLAnchorElement>(`#${panelId} a`)?.focus());
  }

  return (
    <li
      className={`category-menu__item${open ? " category-menu__item--open" : ""}`}
      onMouseEnter={onHover}
      onMouseLeave={onLeave}
      onBlur={closeWhenFocusLeaves}
    >
      <Link className="category-menu__link" to={groupPath} onClick={onClose} lang={category.lang}>
        {category.name}
      </Link>
      <button
        type="button"
        className="category-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("subcategoriesOf", { category: category.name })}
        data-toggle-for={category.id}
        onClick={onToggle}
        onKeyDown={onToggleKeyDown}
      >
        <ChevronIcon />
      </button>
      <div className="category-menu__panel" id={panelId} hidden={!open}>
        <p className="category-menu__panel-title">
          <Link to={groupPath} onClick={onClose}>
            {t("allOfCategory", { category: category.name })}
          </Link>
        </p>
        <ul className="category-menu__subcategories">
          {category.subcategories.map((subcategory) => (
            <li key={subcategory.id}>
              <Link className="category-menu__subcategory" to={path(subcategoryHref(subcategory))} onClick={onClose}>
                {subcategory.imageUrl && <CdnImage src={subcategory.imageUrl} alt="" width={40} height={40} />}
                <span lang={subcategory.lang}>{subcategory.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
