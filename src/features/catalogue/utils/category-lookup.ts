/** Finding groups and subcategories in the tree of GET /api/categories, by id or by URL slug. */
import type { Category, Subcategory } from "@/domain/catalogue";

export interface Selection {
  group: Category;
  /** Null when a whole group is chosen. */
  subcategory: Subcategory | null;
}

export function findGroup(categories: readonly Category[], id: number): Category | null {
  return categories.find((category) => category.id === id) ?? null;
}

export function findSubcategory(categories: readonly Category[], id: number): Selection | null {
  for (const group of categories) {
    const subcategory = group.subcategories.find((candidate) => candidate.id === id);
    if (subcategory) return { group, subcategory };
  }
  return null;
}

/**
 * What a catalogue link points at. A subcategory wins over a group (menus send both); an id
 * that is not in the tree, or a subcategory outside the given group, resolves to "missing".
 */
export function resolveSelection(
  categories: readonly Category[],
  cat: number | null,
  subcat: number | null,
): Selection | null | "missing" {
  if (subcat !== null) {
    const found = findSubcategory(categories, subcat);
    if (!found || (cat !== null && found.group.id !== cat)) return "missing";
    return found;
  }
  if (cat !== null) {
    const group = findGroup(categories, cat);
    return group ? { group, subcategory: null } : "missing";
  }
  return null;
}

/** /{groupSlug}/{subcategorySlug}, e.g. /men/shirts or /kids/baby-care. */
export function findBySlugs(
  categories: readonly Category[],
  groupSlug: string,
  subcategorySlug: string,
): { group: Category; subcategory: Subcategory } | null {
  const group = categories.find((category) => category.slug === groupSlug.toLowerCase());
  const subcategory = group?.subcategories.find((candidate) => candidate.slug === subcategorySlug.toLowerCase());
  return group && subcategory ? { group, subcategory } : null;
}
