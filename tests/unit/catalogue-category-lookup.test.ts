import { describe, expect, it } from "vitest";
import type { Category } from "@/domain/catalogue";
import { findBySlugs, resolveSelection } from "@/features/catalogue/utils/category-lookup";

const sub = (id: number, name: string, slug: string) => ({ id, name, slug, imageUrl: null });
const TREE: Category[] = [
  { id: 1, name: "Men", slug: "men", subcategories: [sub(1, "Shirts", "shirts"), sub(2, "Pants", "pants")] },
  { id: 3, name: "Kids", slug: "kids", subcategories: [sub(13, "Baby Care", "baby-care")] },
];

describe("resolving a catalogue link against the category tree", () => {
  it("finds nothing chosen, a group, or a subcategory with its group", () => {
    expect(resolveSelection(TREE, null, null)).toBeNull();
    expect(resolveSelection(TREE, 3, null)).toEqual({ group: TREE[1], subcategory: null });
    expect(resolveSelection(TREE, null, 2)).toEqual({ group: TREE[0], subcategory: TREE[0]?.subcategories[1] });
  });

  it("accepts the menus' cat and subcat together when they agree", () => {
    expect(resolveSelection(TREE, 1, 1)).toMatchObject({ group: { id: 1 }, subcategory: { id: 1 } });
  });

  it("reports unknown ids and a subcategory outside its group as missing", () => {
    expect(resolveSelection(TREE, 99, null)).toBe("missing");
    expect(resolveSelection(TREE, null, 99)).toBe("missing");
    expect(resolveSelection(TREE, 3, 1)).toBe("missing");
  });
});

describe("finding a subcategory by its URL slugs", () => {
  it("matches /kids/baby-care, ignoring letter case", () => {
    expect(findBySlugs(TREE, "kids", "baby-care")?.subcategory.id).toBe(13);
    expect(findBySlugs(TREE, "Men", "SHIRTS")?.subcategory.id).toBe(1);
  });

  it("finds nothing for an unknown group or a subcategory of another group", () => {
    expect(findBySlugs(TREE, "women", "shirts")).toBeNull();
    expect(findBySlugs(TREE, "kids", "shirts")).toBeNull();
  });
});
