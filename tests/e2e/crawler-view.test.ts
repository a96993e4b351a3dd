/**
 * One truth for crawlers (issue 26): what search engines and link previews are told, fetched
 * without a browser as they fetch it. One canonical URL per listing, used by breadcrumbs, links
 * and the sitemap alike; search results not indexed; page numbers in titles; structured data that
 * says what the page shows and passes Adobe's structured-data validator; one shop name; a 404
 * page that leads on.
 */
import Validator from "@adobe/structured-data-validator";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Category } from "@/domain/catalogue";
import { SHOP_NAME } from "@/domain/shop-name";
import { openBrowser, type BrowserSession } from "../support/browser";
import { allProducts, categories, pickProduct } from "../support/catalogue";
import { checkAtAllWidths } from "../support/page-checks";
import { executeSql } from "../support/shop-db";

const baseUrl = inject("baseUrl");

async function html(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: "text/html" } });
  return { status: response.status, html: await response.text() };
}

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const canonical = (page: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(page)?.[1];
const title = (page: string) => decode(/<title>(.*?)<\/title>/s.exec(page)?.[1] ?? "");
const robots = (page: string) => /<meta name="robots" content="([^"]*)"\/>/.exec(page)?.[1];
const siteName = (page: string) => /<meta property="og:site_name" content="([^"]*)"\/>/.exec(page)?.[1];

type Block = Record<string, unknown> & { "@type": string };

function jsonLd(page: string): Block[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Block,
  );
}

function block<T>(page: string, type: string): T {
  const found = jsonLd(page).find((entry) => entry["@type"] === type);
  if (!found) throw new Error(`no ${type} JSON-LD`);
  return found as T;
}

interface Crumbs {
  itemListElement: { name: string; item: string }[];
}

/** A subcategory with products, and its group. */
async function someSubcategory(): Promise<{ group: Category; subcategory: Category["subcategories"][number] }> {
  const tree = await categories(baseUrl);
  const products = await allProducts(baseUrl);
  for (const group of tree)
    for (const subcategory of group.subcategories)
      if (group.slug !== "studio" && products.some((product) => product.subcategoryId === subcategory.id))
        return { group, subcategory };
  throw new Error("no subcategory with products in the seed");
}

describe("one truth for crawlers", () => {
  it("a subcategory's listing has one canonical URL, its readable path, whichever address shows it", async () => {
    const { group, subcategory } = await someSubcategory();
    const readable = `${baseUrl}/${group.slug}/${subcategory.slug}`;
    expect(canonical((await html(`/${group.slug}/${subcategory.slug}`)).html)).toBe(readable);
    const byId = (await html(`/filter-side?subcat=${subcategory.id}`)).html;
    expect(canonical(byId)).toBe(readable);
    // Its breadcrumbs link the same address.
    expect(block<Crumbs>(byId, "BreadcrumbList").itemListElement.at(-1)).toMatchObject({
      name: subcategory.name,
      item: readable,
    });
    // Filters and sort are views of it; the page is its own.
    const filtered = `/filter-side?cat=${group.id}&subcat=${subcategory.id}&sort=price-asc&min=20`;
    expect(canonical((await html(filtered)).html)).toBe(readable);
    expect(canonical((await html(`/filter-side?subcat=${subcategory.id}&page=2`)).html)).toBe(`${readable}?page=2`);
    // /baby-care, the home banner's link, is Kids › Baby Care's listing.
    expect(canonical((await html("/baby-care")).html)).toBe(`${baseUrl}/kids/baby-care`);
    expect(canonical((await html("/kids/baby-care")).html)).toBe(`${baseUrl}/kids/baby-care`);
    // A group has no readable path; the catalogue without a choice is /all-product.
    expect(canonical((await html(`/filter-side?cat=${group.id}&sort=newest`)).html)).toBe(
      `${baseUrl}/filter-side?cat=${group.id}`,
    );
    expect(canonical((await html("/filter-side")).html)).toBe(`${baseUrl}/all-product`);
  });

  it("a product page's category links and breadcrumbs, and its similar products' page, go to its listings' canonical URLs", async () => {
    const tree = await categories(baseUrl);
    const product = pickProduct(
      await allProducts(baseUrl),
      (candidate) => candidate.subcategoryId !== null && candidate.categoryId !== null,
      "a product in a subcategory",
    );
    const group = tree.find((candidate) => candidate.id === product.categoryId);
    const subcategory = group?.subcategories.find((candidate) => candidate.id === product.subcategoryId);
    if (!group || !subcategory) throw new Error(`product ${product.id}'s subcategory is not in the tree`);
    const page = (await html(`/product/${product.id}`)).html;
    const readable = `/${group.slug}/${subcategory.slug}`;
    expect(block<Crumbs>(page, "BreadcrumbList").itemListElement.map((crumb) => crumb.item)).toEqual([
      `${baseUrl}/`,
      `${baseUrl}/filter-side?cat=${group.id}`,
      `${baseUrl}${readable}`,
      `${baseUrl}/product/${product.id}`,
    ]);
    // The line above the product's name, and the category row of its details.
    for (const links of [
      /<p class="product__category">(.*?)<\/p>/s.exec(page)?.[1],
      /<dt>Category<\/dt><dd>(.*?)<\/dd>/s.exec(page)?.[1],
    ])
      expect([...(links ?? "").matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
        `/filter-side?cat=${group.id}`,
        readable,
      ]);
    // The similar products' page sends its "See all" to the same listing.
    const related = (await html(`/related-products?id=${product.id}`)).html;
    expect(/<a [^>]*href="([^"]*)"[^>]*>See all /.exec(related)?.[1]).toBe(readable);
  });

  it("search results, even none, are followed but not indexed", async () => {
    for (const path of ["/search?q=shirt", "/search?q=zzqxnothingmatches", "/search"]) {
      const { status, html: page } = await html(path);
      expect(status, path).toBe(200);
      expect(robots(page), path).toBe("noindex, follow");
    }
    for (const path of ["/all-product", "/men/shirts", "/product/1", "/"])
      expect(robots((await html(path)).html), path).toBeUndefined();
  });

  it("pages beyond the first of a listing say their number in the title; the ItemList counts what it lists", async () => {
    const { group } = await someSubcategory();
    const pages: [path: string, title: string][] = [
      ["/all-product", `All products | ${SHOP_NAME}`],
      ["/all-product?page=2", `All products – Page 2 | ${SHOP_NAME}`],
      [`/filter-side?cat=${group.id}&page=3`, `${group.name} – Page 3 | ${SHOP_NAME}`],
      ["/search?q=shirt&page=2", `Search: shirt – Page 2 | ${SHOP_NAME}`],
    ];
    for (const [path, expected] of pages) {
      const page = (await html(path)).html;
      expect(title(page), path).toBe(expected);
      const list = block<{ numberOfItems: number; itemListElement: unknown[] }>(page, "ItemList");
      const cards = page.match(/class="product-card__link"/g)?.length ?? 0;
      expect(list.itemListElement.length, path).toBeGreaterThan(0);
      expect(list.numberOfItems, path).toBe(list.itemListElement.length);
      expect(list.numberOfItems, path).toBe(cards);
    }
  });

  it("the Product data has the colours, sizes and material the page shows", async () => {
    const products = await allProducts(baseUrl);
    const chosen = [
      pickProduct(products, (p) => p.colors.length > 1 && p.sizes.length > 1 && p.material !== "", "many choices"),
      pickProduct(products, (p) => p.colors.length === 1, "one colour"),
      pickProduct(products, (p) => p.sizes.length === 1 && p.colors.length > 1, "one size"),
    ];
    for (const product of chosen) {
      const page = (await html(`/product/${product.id}`)).html;
      const data = block<Record<string, unknown>>(page, "Product");
      const shown = (label: string) =>
        decode(new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`, "s").exec(page)?.[1] ?? "") || undefined;
      expect(data.color, `${product.id}`).toBe(product.colors.length ? product.colors.join(", ") : undefined);
      expect(data.color, `${product.id}`).toBe(shown("Colours"));
      expect(data.size, `${product.id}`).toBe(product.sizes.length ? product.sizes.join(", ") : undefined);
      expect(data.size, `${product.id}`).toBe(shown("Sizes"));
      expect(data.material, `${product.id}`).toBe(product.material || undefined);
      expect(data.material, `${product.id}`).toBe(shown("Material"));
    }
  });

  it("Adobe's structured-data validator finds no error on /, listings, a search and three product pages", async () => {
    const validator = new Validator();
    const products = await allProducts(baseUrl);
    const paths = [
      "/",
      "/all-product",
      "/men/shirts",
      "/all-product?page=2",
      "/search?q=shirt",
      ...[products[0], products[1], products.find((p) => p.ratings === 0) ?? products[2]].map(
        (product) => `/product/${product?.id}`,
      ),
    ];
    for (const path of paths) {
      const blocks = jsonLd((await html(path)).html);
      expect(blocks.length, path).toBeGreaterThan(0);
      const byType: Record<string, object[]> = {};
      for (const entry of blocks) (byType[entry["@type"]] ??= []).push(entry);
      const errors = (await validator.validate({ jsonld: byType })).filter((issue) => issue.severity === "ERROR");
      expect(
        errors.map((issue) => `${issue.rootType}: ${issue.issueMessage}`),
        path,
      ).toEqual([]);
    }
  });

  it("/sitemap.xml lists each public page once, under its canonical URL, with no page of one browser's", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1] ?? ""));
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.length).toBe(new Set(locations).size);
    for (const path of ["/compare", "/addcart", "/wishlist", "/baby-care"])
      expect(locations, path).not.toContain(`${baseUrl}${path}`);
    expect(locations.filter((location) => location.includes("subcat="))).toEqual([]);
    for (const path of ["/", "/all-product", "/kids/baby-care", "/studio/design", "/studio/photography"])
      expect(locations, path).toContain(`${baseUrl}${path}`);
    // Each listing it names calls itself by the same URL.
    const { group, subcategory } = await someSubcategory();
    for (const path of [`/${group.slug}/${subcategory.slug}`, `/filter-side?cat=${group.id}`]) {
      expect(locations, path).toContain(`${baseUrl}${path}`);
      expect(canonical((await html(path)).html), path).toBe(`${baseUrl}${path}`);
    }
  });

  it("/sitemap.xml is one file while the catalogue fits in one (no index, no numbered files)", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).not.toContain("<sitemapindex");
    for (const path of ["/sitemap/1.xml", "/sitemap/0.xml", "/sitemap/x.xml"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/plain/);
    }
  });

  it("/sitemap.xml's lastmod: when a product last changed, and for a listing or / the latest of its products", async () => {
    const { group, subcategory } = await someSubcategory();
    const products = await allProducts(baseUrl);
    const product = pickProduct(products, (p) => p.subcategoryId === subcategory.id, "a product in it");
    const other = pickProduct(products, (p) => p.categoryId !== group.id, "a product in another group");
    const otherGroup = (await categories(baseUrl)).find((candidate) => candidate.id === other.categoryId);
    if (!otherGroup) throw new Error("no group of its own");
    const lastmods = async () => {
      const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
      return new Map(
        [
          ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g),
        ].map((match) => [decode(match[1] ?? "").slice(baseUrl.length), match[2]]),
      );
    };
    const before = await lastmods();
    for (const { id } of products) expect(before.get(`/product/${id}`), `product ${id}`).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(before.get("/contact")).toBeUndefined();
    // A time later than any other: the product's pages and the listings that show it take it.
    const LATER = "2099-01-02T03:04:05Z";
    const [[row]] = (await executeSql(`SELECT updated_at FROM products WHERE id = ${product.id}`)) as [
      [{ updated_at: string }],
    ];
    await executeSql(`UPDATE products SET updated_at = '${LATER}' WHERE id = ${product.id}`);
    try {
      const after = await lastmods();
      for (const path of [
        `/product/${product.id}`,
        `/${group.slug}/${subcategory.slug}`,
        `/filter-side?cat=${group.id}`,
        "/all-product",
        "/",
      ])
        expect(after.get(path), path).toBe(LATER);
      for (const path of [`/product/${other.id}`, `/filter-side?cat=${otherGroup.id}`])
        expect(after.get(path), path).toBe(before.get(path));
    } finally {
      await executeSql(`UPDATE products SET updated_at = '${row.updated_at}' WHERE id = ${product.id}`);
    }
  });

  it("the shop has one name: titles, og:site_name, Organization and WebSite data, logo and footer", async () => {
    const page = (await html("/")).html;
    expect(title(page).endsWith(` | ${SHOP_NAME}`)).toBe(true);
    expect(siteName(page)).toBe(SHOP_NAME);
    expect(block<{ name: string }>(page, "Organization").name).toBe(SHOP_NAME);
    expect(block<{ name: string }>(page, "WebSite").name).toBe(SHOP_NAME);
    expect(page).toMatch(new RegExp(`<img[^>]*class="shop-logo__image"[^>]*alt="${SHOP_NAME}"`));
    expect(page).toContain(`Powered by ${SHOP_NAME}`);
    for (const other of ["Storefront", "ShopNest"].filter((name) => name !== SHOP_NAME))
      expect(decode(page.replace(/<[^>]+>/g, " ")), other).not.toContain(other);
  });
});

/** The page in each language the head names: hreflang -> absolute URL. */
function alternates(page: string): Record<string, string> {
  return Object.fromEntries(
    [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/gi)].map((match) => [
      match[1] ?? "",
      decode(match[2] ?? ""),
    ]),
  );
}

const ogLocale = (page: string) => /<meta property="og:locale" content="([^"]*)"\/>/.exec(page)?.[1];

describe("both languages for crawlers (issue 38)", () => {
  const pairs = [
    ["/", "/fr/"],
    ["/all-product", "/fr/all-product"],
    ["/product/1", "/fr/product/1"],
    ["/men/shirts", "/fr/men/shirts"],
    ["/all-product?page=2", "/fr/all-product?page=2"],
    ["/contact", "/fr/contact"],
  ] as const;

  it("each page is its own canonical and names both languages and x-default, the same from either side", async () => {
    for (const [english, french] of pairs) {
      const expected = {
        "en-CA": `${baseUrl}${english}`,
        "fr-CA": `${baseUrl}${french}`,
        "x-default": `${baseUrl}${english}`,
      };
      const en = (await html(english)).html;
      const fr = (await html(french)).html;
      expect(canonical(en), english).toBe(`${baseUrl}${english}`);
      expect(canonical(fr), french).toBe(`${baseUrl}${french}`);
      expect(alternates(en), english).toEqual(expected);
      expect(alternates(fr), french).toEqual(expected);
      expect(ogLocale(en), english).toBe("en_CA");
      expect(ogLocale(fr), french).toBe("fr_CA");
      expect(fr, french).toContain('<html lang="fr-CA"');
    }
    // A French view of a listing names the French listing's canonical URL, filters left out as in English.
    const { group, subcategory } = await someSubcategory();
    const byId = (await html(`/fr/filter-side?subcat=${subcategory.id}&sort=price-asc`)).html;
    expect(canonical(byId)).toBe(`${baseUrl}/fr/${group.slug}/${subcategory.slug}`);
    expect(alternates(byId)["en-CA"]).toBe(`${baseUrl}/${group.slug}/${subcategory.slug}`);
  });

  it("French public pages are indexed as English ones are: no noindex header, search results still noindex", async () => {
    for (const path of ["/fr/", "/fr/all-product", "/fr/product/1", "/fr/contact"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-robots-tag"), path).toBeNull();
      expect(robots(await response.text()), path).toBeUndefined();
    }
    expect(robots((await html("/fr/search?q=chemise")).html)).toBe("noindex, follow");
    // A private page names no alternate: it is not for an index in any language.
    const cart = (await html("/fr/addcart")).html;
    expect(robots(cart)).toBe("noindex");
    expect(alternates(cart)).toEqual({});
    // Nor does a page that is not there.
    expect(alternates((await html("/fr/no-such-page")).html)).toEqual({});
  });

  it("the sitemap lists every page in both languages, each naming both and x-default", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)].map(([entry, loc]) => ({
      loc: decode(loc ?? ""),
      alternates: Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
          match[1] ?? "",
          decode(match[2] ?? ""),
        ]),
      ),
    }));
    const locations = entries.map((entry) => entry.loc);
    for (const path of ["/", "/all-product", "/product/1", "/kids/baby-care"]) {
      const expected = {
        "en-CA": `${baseUrl}${path}`,
        "fr-CA": `${baseUrl}/fr${path}`,
        "x-default": `${baseUrl}${path}`,
      };
      for (const loc of [`${baseUrl}${path}`, `${baseUrl}/fr${path}`]) {
        expect(locations, loc).toContain(loc);
        expect(entries.find((entry) => entry.loc === loc)?.alternates, loc).toEqual(expected);
      }
    }
    expect(locations.filter((loc) => loc.startsWith(`${baseUrl}/fr/`)).length * 2).toBe(locations.length);
    // What the sitemap names is what the page calls itself.
    for (const path of ["/fr/product/1", "/fr/kids/baby-care"])
      expect(canonical((await html(path)).html), path).toBe(`${baseUrl}${path}`);
  });

  it("the French pages' JSON-LD is French: its links under /fr, the breadcrumbs' Accueil, WebSite in fr-CA", async () => {
    const home = (await html("/fr/")).html;
    const site = block<{ url: string; inLanguage: string; potentialAction: { target: { urlTemplate: string } } }>(
      home,
      "WebSite",
    );
    expect(site.url).toBe(`${baseUrl}/fr/`);
    expect(site.inLanguage).toBe("fr-CA");
    expect(site.potentialAction.target.urlTemplate).toBe(`${baseUrl}/fr/search?q={search_term_string}`);
    expect(block<{ inLanguage: string }>((await html("/")).html, "WebSite").inLanguage).toBe("en-CA");
    const product = (await html("/fr/product/1")).html;
    const crumbs = block<Crumbs>(product, "BreadcrumbList").itemListElement;
    expect(crumbs[0]).toEqual(expect.objectContaining({ name: "Accueil", item: `${baseUrl}/fr/` }));
    for (const crumb of crumbs) expect(crumb.item).toMatch(new RegExp(`^${baseUrl}/fr/`));
    expect(block<{ offers: { url: string } }>(product, "Product").offers.url).toBe(`${baseUrl}/fr/product/1`);
    const listing = (await html("/fr/all-product")).html;
    for (const item of block<{ itemListElement: { url: string }[] }>(listing, "ItemList").itemListElement)
      expect(item.url).toMatch(new RegExp(`^${baseUrl}/fr/product/\\d+$`));
    expect(block<Crumbs>(listing, "BreadcrumbList").itemListElement[0]?.name).toBe("Accueil");
  });

  it("Adobe's structured-data validator finds no error on the French pages", async () => {
    const validator = new Validator();
    const products = await allProducts(baseUrl);
    const paths = [
      "/fr/",
      "/fr/all-product",
      "/fr/men/shirts",
      "/fr/search?q=chemise",
      ...[products[0], products.find((p) => p.ratings === 0) ?? products[1]].map(
        (product) => `/fr/product/${product?.id}`,
      ),
    ];
    for (const path of paths) {
      const blocks = jsonLd((await html(path)).html);
      expect(blocks.length, path).toBeGreaterThan(0);
      const byType: Record<string, object[]> = {};
      for (const entry of blocks) (byType[entry["@type"]] ??= []).push(entry);
      const errors = (await validator.validate({ jsonld: byType })).filter((issue) => issue.severity === "ERROR");
      expect(
        errors.map((issue) => `${issue.rootType}: ${issue.issueMessage}`),
        path,
      ).toEqual([]);
    }
  });
});

describe("the not-found page", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("answers 404 with SPEC.md's text under a heading, a search form to /search and the catalogue's listings", async () => {
    const { status, html: page } = await html("/no-such-page");
    expect(status).toBe(404);
    expect(title(page)).toBe(`Page not found | ${SHOP_NAME}`);
    expect(decode(/<h1[^>]*>(.*?)<\/h1>/s.exec(page)?.[1] ?? "")).toBe("Page not found");
    expect(page).toContain("<p>Something went wrong.</p>");
    const form = /<form[^>]*action="\/search"[^>]*>(.*?)<\/form>/s.exec(page);
    expect(form?.[0]).toMatch(/method="get"/);
    expect(form?.[1]).toMatch(/<input[^>]*name="q"/);
    expect(page).toContain('href="/all-product"');
    for (const group of await categories(baseUrl))
      expect(page, group.name).toContain(`href="/filter-side?cat=${group.id}"`);
  });

  it("its search finds products, and it has no serious accessibility problem or overflow at any width", async () => {
    const { page, errors } = await browser.newPage();
    const ready = (p: typeof page) => p.getByRole("heading", { name: "Page not found", level: 1 }).waitFor();
    expect(await checkAtAllWidths(page, `${baseUrl}/no-such-page`, "not-found", ready)).toEqual([]);
    await page.getByRole("searchbox", { name: "Search for products" }).fill("shirt");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await page.waitForURL(`${baseUrl}/search?q=shirt`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The 404 itself is the one failed request the page makes.
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    await page.close();
  });
});
