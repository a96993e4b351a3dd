import { describe, expect, it } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import { productListingPaths, type Category } from "@/domain/catalogue";
import type { Product } from "@/domain/product";
import {
  itemListJsonLd,
  organizationJsonLd,
  productBreadcrumbJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from "@/domain/structured-data";

describe("the home page's JSON-LD", () => {
  it("Organization names the shop at the origin, with its logo when it has one", () => {
    expect(organizationJsonLd("https://shop.example", "Storefront", "https://img.example/logo.png")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Storefront",
      url: "https://shop.example/",
      logo: "https://img.example/logo.png",
    });
    expect(organizationJsonLd("https://shop.example", "Storefront", null)).not.toHaveProperty("logo");
  });

  it("WebSite's SearchAction targets the search page with the query as q", () => {
    const site = webSiteJsonLd("https://shop.example", "Storefront");
    expect(site.url).toBe("https://shop.example/");
    expect(site.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://shop.example/search?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
  });
});

describe("the listings' and products' JSON-LD", () => {
  const product: Product = {
    id: 7,
    name: "Linen Shirt",
    category: "Men",
    categoryId: 1,
    subcategory: "Shirts",
    subcategoryId: 3,
    imageUrl: "https://img.example/7.png",
    images: [],
    originalPrice: paiseFromRupees(1200),
    discountPrice: paiseFromRupees(999),
    onSale: true,
    stock: 4,
    rating: 4.5,
    ratings: 10,
    badge: "",
    badge1: "",
    searchText: "",
    sizes: ["M", "L"],
    colors: ["Navy"],
    material: "Linen",
    description: "",
    weight: "",
  };

  it("an ItemList counts the products it lists, from the page's first position", () => {
    const list = itemListJsonLd("https://shop.example", [product, { ...product, id: 8 }], 13);
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement.map((item) => item.position)).toEqual([13, 14]);
  });

  it("a Product says its colours, sizes and material as the page lists them, and leaves out what it lacks", () => {
    expect(productJsonLd("https://shop.example", product)).toMatchObject({
      color: "Navy",
      size: "M, L",
      material: "Linen",
    });
    const plain = productJsonLd("https://shop.example", { ...product, sizes: [], colors: [], material: "" });
    for (const key of ["color", "size", "material", "brand"]) expect(plain).not.toHaveProperty(key);
  });

  it("a product's breadcrumbs go to its listings' canonical URLs", () => {
    const tree: Category[] = [
      {
        id: 1,
        name: "Men",
        slug: "men",
        subcategories: [{ id: 3, name: "Shirts", slug: "shirts", imageUrl: null }],
      },
    ];
    const paths = productListingPaths(tree, product);
    expect(paths).toEqual({ group: "/filter-side?cat=1", subcategory: "/men/shirts" });
    expect(productBreadcrumbJsonLd("https://shop.example", product, paths).itemListElement.map((c) => c.item)).toEqual([
      "https://shop.example/",
      "https://shop.example/filter-side?cat=1",
      "https://shop.example/men/shirts",
      "https://shop.example/product/7",
    ]);
    // A tree that does not name the subcategory: the catalogue's link by id.
    expect(productListingPaths([], product)).toEqual({
      group: "/filter-side?cat=1",
      subcategory: "/filter-side?subcat=3",
    });
  });
});
