import { describe, expect, it } from "vitest";
import type { Category } from "@/domain/catalogue";
import type { Product } from "@/domain/product";
import { productFixture } from "../support/product-fixture";
import { SITEMAP_MAX_URLS, sitemapPartPath, sitemapUrls, sitemapXml } from "@/app/sitemap.server";

const ORIGIN = "https://shop.example";

const tree: Category[] = [
  {
    id: 1,
    name: "Men",
    slug: "men",
    subcategories: [{ id: 11, name: "Shirts", slug: "shirts", imageUrl: null }],
  },
];

function product(id: number): Product {
  return productFixture(id, {
    name: `Shirt ${id}`,
    subcategoryId: 11,
    stock: 3,
    originalRupees: 100,
    discountRupees: 90,
  });
}

/** /, /all-product, /contact, the group, the subcategory and the products. */
function shopUrls(productCount: number) {
  const products = Array.from({ length: productCount }, (_, index) => product(index + 1));
  // The later the id, the earlier its change: product 1 on 9 January, product 6 on the 4th.
  const updates = new Map(products.map((p) => [p.id, `2026-01-${String(10 - p.id).padStart(2, "0")}T00:00:00Z`]));
  return sitemapUrls(tree, products, updates);
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

/** Each path's URL in English, then in French. */
const inBothLanguages = (paths: Iterable<string>) =>
  [...paths].flatMap((path) => [`${ORIGIN}${path}`, `${ORIGIN}/fr${path}`]);

describe("the sitemap: one file while the URLs fit, an index of files of at most the limit past it", () => {
  it("allows sitemaps.org's 50,000 URLs per file", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it("is one <urlset> with every URL in both languages at the limit, and has no numbered files then", () => {
    const urls = shopUrls(5);
    expect(urls.size).toBe(10);
    const xml = sitemapXml(ORIGIN, urls, null, 20);
    expect(xml).toContain("<urlset ");
    expect(xml).not.toContain("<sitemapindex");
    expect(locations(xml ?? "")).toEqual(inBothLanguages(urls.keys()));
    expect(sitemapXml(ORIGIN, urls, 1, 20)).toBeNull();
  });

  it("names each URL's page in both languages and x-default (English), the same links from each", () => {
    const xml = sitemapXml(ORIGIN, shopUrls(1), null) ?? "";
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)].map(([entry, loc]) => ({
      loc,
      alternates: [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => `${hreflang} ${href}`,
      ),
    }));
    const product = entries.filter((entry) => entry.loc?.endsWith("/product/1"));
    expect(product.map((entry) => entry.loc)).toEqual([`${ORIGIN}/product/1`, `${ORIGIN}/fr/product/1`]);
    for (const entry of product)
      expect(entry.alternates).toEqual([
        `en-CA ${ORIGIN}/product/1`,
        `fr-CA ${ORIGIN}/fr/product/1`,
        `x-default ${ORIGIN}/product/1`,
      ]);
    const home = entries.filter((entry) => entry.alternates.includes(`fr-CA ${ORIGIN}/fr/`));
    expect(home.map((entry) => entry.loc)).toEqual([`${ORIGIN}/`, `${ORIGIN}/fr/`]);
    for (const entry of entries) expect(entry.alternates, entry.loc).toHaveLength(3);
  });

  it("past the limit, /sitemap.xml names the files and they hold every URL once, at most the limit each", () => {
    const urls = shopUrls(6);
    expect(urls.size).toBe(11);
    const index = sitemapXml(ORIGIN, urls, null, 8) ?? "";
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain("<urlset");
    expect(locations(index)).toEqual([1, 2, 3].map((part) => `${ORIGIN}${sitemapPartPath(part)}`));
    expect(sitemapPartPath(2)).toBe("/sitemap/2.xml");
    const parts = [1, 2, 3].map((part) => sitemapXml(ORIGIN, urls, part, 8) ?? "");
    for (const part of parts) {
      expect(part).toContain("<urlset ");
      expect(locations(part).length).toBeLessThanOrEqual(8);
    }
    expect(parts.flatMap(locations)).toEqual(inBothLanguages(urls.keys()));
    expect(sitemapXml(ORIGIN, urls, 4, 8)).toBeNull();
    expect(sitemapXml(ORIGIN, urls, 0, 8)).toBeNull();
  });

  it("gives each file of the index the latest lastmod of its URLs", () => {
    const urls = shopUrls(6);
    const index = sitemapXml(ORIGIN, urls, null, 8) ?? "";
    const lastmods = [...index.matchAll(/<sitemap><loc>[^<]+<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)].map(
      (match) => match[1],
    );
    // Each page in both languages, so four pages a file. File 1: /, /all-product, /contact, the
    // group (product 1's); file 2: the subcategory and products 1 to 3 (product 1's); file 3:
    // products 4 to 6 (product 4's).
    expect(lastmods).toEqual(["2026-01-09T00:00:00Z", "2026-01-09T00:00:00Z", "2026-01-06T00:00:00Z"]);
    const last = sitemapXml(ORIGIN, urls, 3, 8) ?? "";
    expect(last).toContain(`<loc>${ORIGIN}/product/6</loc><lastmod>2026-01-04T00:00:00Z</lastmod>`);
  });
});
