import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CategoriesResponseSchema } from "@/domain/catalogue";
import { productImageUrl, resellerLogoUrl } from "@/domain/images";
import { slugify } from "@/domain/slug";

describe("slugify", () => {
  it.each([
    ["Men", "men"],
    ["Home and Living", "home-and-living"],
    ["T-Shirts & Tops", "t-shirts-tops"],
    ["  Skin  Care ", "skin-care"],
    ["Décor", "decor"],
  ])("%j -> %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe("supplier image URLs", () => {
  it("joins host, folder and file with one slash", () => {
    expect(productImageUrl("http://localhost:8787/", "shirt-1.png")).toBe("http://localhost:8787/products/shirt-1.png");
    expect(resellerLogoUrl("https://img.example", "logo.svg")).toBe("https://img.example/ResellerLogo/logo.svg");
  });

  it("encodes unsafe characters in the file name", () => {
    expect(productImageUrl("https://img.example", "a b?.png")).toBe("https://img.example/products/a%20b%3F.png");
  });

  it("gives null for a missing image so the UI shows a placeholder", () => {
    expect(productImageUrl("https://img.example", "")).toBeNull();
    expect(productImageUrl("https://img.example", "   ")).toBeNull();
  });
});

describe("CategoriesResponseSchema", () => {
  const valid = {
    categories: [
      {
        id: 1,
        name: "Men",
        slug: "men",
        subcategories: [{ id: 10, name: "Shirts", slug: "shirts", imageUrl: null }],
      },
    ],
  };

  it("accepts the body GET /api/categories sends", () => {
    expect(v.is(CategoriesResponseSchema, valid)).toBe(true);
  });

  it("rejects vendor field names and broken ids", () => {
    expect(v.is(CategoriesResponseSchema, { categories: [{ category_id: 1, category_desc: "Men" }] })).toBe(false);
    expect(v.is(CategoriesResponseSchema, { categories: [{ ...valid.categories[0], id: 0 }] })).toBe(false);
    expect(v.is(CategoriesResponseSchema, [valid.categories])).toBe(false);
  });
});
