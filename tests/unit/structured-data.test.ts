import Validator from "@adobe/structured-data-validator";
import { describe, expect, it } from "vitest";
import type { Category } from "@/domain/catalogue";
import { productListingPaths } from "@/domain/listing-paths";
import type { Product } from "@/domain/product";
import { productFixture } from "../support/product-fixture";
import type { ReviewsPage } from "@/domain/published-review";
import { itemListJsonLd, productBreadcrumbJsonLd, productJsonLd } from "@/domain/structured-data";
import { organizationJsonLd, webSiteJsonLd } from "@/domain/site-structured-data";

const SITE = { origin: "https://shop.example", locale: "en" } as const;
const FRENCH = { origin: "https://shop.example", locale: "fr" } as const;

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
    const site = webSiteJsonLd("https://shop.example", "Storefront", "en");
    expect(site.url).toBe("https://shop.example/");
    expect(site.inLanguage).toBe("en-CA");
    expect(site.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://shop.example/search?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
  });

  it("the French WebSite is the site under /fr, in fr-CA, searching the French search page", () => {
    const site = webSiteJsonLd("https://shop.example", "Storefront", "fr");
    expect(site.url).toBe("https://shop.example/fr/");
    expect(site.inLanguage).toBe("fr-CA");
    expect(site.potentialAction.target.urlTemplate).toBe("https://shop.example/fr/search?q={search_term_string}");
  });
});

describe("the listings' and products' JSON-LD", () => {
  const product: Product = productFixture(7, {
    name: "Linen Shirt",
    subcategoryId: 3,
    imageUrl: "https://img.example/7.png",
    originalRupees: 1200,
    discountRupees: 999,
    stock: 4,
    rating: 4.5,
    sizes: ["M", "L"],
    colors: ["Navy"],
    material: "Linen",
  });

  it("an ItemList counts the products it lists, from the page's first position", () => {
    const list = itemListJsonLd(SITE, [product, { ...product, id: 8 }], 13);
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement.map((item) => item.position)).toEqual([13, 14]);
  });

  it("a Product names 1,200 px JPEG renditions of its pictures through the image CDN", () => {
    const json = productJsonLd(SITE, {
      ...product,
      images: [product.imageUrl ?? "", "https://img.example/7-2.png"],
    });
    const images = json.image ?? [];
    expect(images).toHaveLength(2);
    for (const [index, image] of images.entries()) {
      const url = new URL(image);
      expect(url.origin + url.pathname).toBe("https://shop.example/.netlify/images");
      expect(url.searchParams.get("url")).toBe(
        index === 0 ? "https://img.example/7.png" : "https://img.example/7-2.png",
      );
      expect(url.searchParams.get("w")).toBe("1200");
      expect(url.searchParams.get("fm")).toBe("jpg");
    }
  });

  it("a Product says its colours, sizes and material as the page lists them, and leaves out what it lacks", () => {
    expect(productJsonLd(SITE, product)).toMatchObject({
      color: "Navy",
      size: "M, L",
      material: "Linen",
    });
    const plain = productJsonLd(SITE, { ...product, sizes: [], colors: [], material: "" });
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
    expect(productBreadcrumbJsonLd(SITE, "Home", product, paths).itemListElement.map((c) => c.item)).toEqual([
      "https://shop.example/",
      "https://shop.example/filter-side?cat=1",
      "https://shop.example/men/shirts",
      "https://shop.example/product/7",
    ]);
    // On the French page, the French pages, the first step named in French.
    const french = productBreadcrumbJsonLd(FRENCH, "Accueil", product, paths).itemListElement;
    expect(french.map((c) => c.item)).toEqual([
      "https://shop.example/fr/",
      "https://shop.example/fr/filter-side?cat=1",
      "https://shop.example/fr/men/shirts",
      "https://shop.example/fr/product/7",
    ]);
    expect(french[0]?.name).toBe("Accueil");
    expect(productJsonLd(FRENCH, product).offers.url).toBe("https://shop.example/fr/product/7");
    expect(itemListJsonLd(FRENCH, [product]).itemListElement[0]?.url).toBe("https://shop.example/fr/product/7");
    // A tree that does not name the subcategory: the catalogue's link by id.
    expect(productListingPaths([], product)).toEqual({
      group: "/filter-side?cat=1",
      subcategory: "/filter-side?subcat=3",
    });
  });

  const reviews: ReviewsPage = {
    reviews: [
      {
        id: 2,
        productId: 7,
        rating: 5,
        text: "Cool in summer.",
        author: "Asha S.",
        createdAt: "2026-11-20T10:00:00.000Z",
        updatedAt: "2026-11-20T10:00:00.000Z",
        verifiedPurchase: true,
      },
      {
        id: 1,
        productId: 7,
        rating: 2,
        text: "Creases a lot.",
        author: "Ravi K.",
        createdAt: "2026-11-18T09:00:00.000Z",
        updatedAt: "2026-11-19T09:00:00.000Z",
        verifiedPurchase: false,
      },
    ],
    total: 3,
    page: 1,
    pageSize: 10,
    distribution: [0, 1, 0, 1, 1],
  };

  it("a Product carries its published reviews and the written reviews' count, and Adobe's validator finds no error", async () => {
    const data = productJsonLd(SITE, product, reviews);
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      ratingCount: 10,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Asha S." },
        datePublished: "2026-11-20",
        reviewBody: "Cool in summer.",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      expect.objectContaining({ reviewBody: "Creases a lot.", datePublished: "2026-11-18" }),
    ]);
    // The vendor has no ratings: the written reviews alone rate it, (5 + 4 + 2) / 3.
    const unrated = productJsonLd(SITE, { ...product, ratings: 0, rating: 0 }, reviews);
    expect(unrated.aggregateRating).toMatchObject({ ratingValue: 3.7, ratingCount: 3, reviewCount: 3 });
    expect(productJsonLd(SITE, { ...product, ratings: 0 }, null)).not.toHaveProperty("aggregateRating");
    for (const jsonld of [data, unrated]) {
      const issues = await new Validator().validate({ jsonld: { Product: [jsonld] } });
      expect(issues.filter((issue) => issue.severity === "ERROR")).toEqual([]);
    }
  });
});
