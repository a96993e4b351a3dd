import { useState } from "react";
import { Link } from "react-router";
import { Skeleton } from "@/components/skeleton";
import type { Category } from "@/domain/catalogue";
import { useI18n } from "@/lib/i18n/i18n-context";

export interface TreeChoice {
  cat: number | null;
  subcat: number | null;
}

interface CategoryTreeProps {
  categories: readonly Category[];
  /** What the URL has chosen now (marked with aria-current). */
  chosen: TreeChoice;
  /** The link of a choice (the query string of the same screen). */
  searchFor: (choice: TreeChoice) => string;
  /** Called when a link is followed (the small-screen panel closes). */
  onChoose?: () => void;
}

/**
 * SPEC.md section 2: the category tree with expand and collapse. Each group is a disclosure
 * button; inside it, 'All {group}' picks the whole group and each subcategory picks itself.
 * The group holding the current choice starts open; the shopper's own toggles win after that.
 */
export function CategoryTree({ categories, chosen, searchFor, onChoose }: CategoryTreeProps) {
  const { t } = useI18n();
  const [toggled, setToggled] = useState<Record<number, boolean>>({});
  const chosenGroup =
    chosen.subcat !== null
      ? categories.find((group) => group.subcategories.some((sub) => sub.id === chosen.subcat))?.id
      : chosen.cat;
  const nothingChosen = chosen.cat === null && chosen.subcat === null;

  return (
    <ul className="category-tree">
      <li>
        <Link
          to={{ search: searchFor({ cat: null, subcat: null }) }}
          className="category-tree__link category-tree__link--all"
          aria-current={nothingChosen ? "page" : undefined}
          preventScrollReset
          onClick={onChoose}
        >
          {t("listing.allProducts")}
        </Link>
      </li>
      {categories.map((group) => {
        const expanded = toggled[group.id] ?? group.id === chosenGroup;
        const listId = `category-tree-${group.id}`;
        return (
          <li key={group.id} className="category-tree__group">
            <button
              type="button"
              className="category-tree__toggle"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setToggled((current) => ({ ...current, [group.id]: !expanded }))}
            >
              <span lang={group.lang}>{group.name}</span>
              <span className="category-tree__chevron" aria-hidden="true" />
            </button>
            <ul id={listId} className="category-tree__subcategories" hidden={!expanded}>
              <li>
                <Link
                  to={{ search: searchFor({ cat: group.id, subcat: null }) }}
                  className="category-tree__link"
                  aria-current={chosen.subcat === null && chosen.cat === group.id ? "page" : undefined}
                  preventScrollReset
                  onClick={onChoose}
                >
                  {t("listing.allOf", { group: group.name })}
                </Link>
              </li>
              {group.subcategories.map((subcategory) => (
                <li key={subcategory.id}>
                  <Link
                    to={{ search: searchFor({ cat: null, subcat: subcategory.id }) }}
                    className="category-tree__link"
                    aria-current={chosen.subcat === subcategory.id ? "page" : undefined}
                    preventScrollReset
                    onClick={onChoose}
                    lang={subcategory.lang}
                  >
                    {subcategory.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** The tree's shape while /api/categories loads: the same rows, so nothing jumps. */
export function CategoryTreeSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="category-tree category-tree--skeleton">
      <span className="visually-hidden">{t("listing.loadingCategories")}</span>
      {Array.from({ length: 7 }, (_, index) => (
        <Skeleton key={index} className="category-tree__row-skeleton" />
      ))}
    </div>
  );
}
