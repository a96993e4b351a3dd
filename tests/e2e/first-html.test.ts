/**
 * The first HTML of a page, as a crawler, a link preview or a shopper before the JavaScript gets
 * it (issue 13): fetched without a browser, checked against the storefront's own API.
 */
import { describe, expect, inject, it } from "vitest";
import { socialImageUrl } from "@/domain/image-cdn";
import { LogoResponseSchema, type ProductsPage } from "@/domain/product";
import { SHOP_NAME } from "@/domain/shop-name";
import { getJson } from "../support/api";
import { allProducts, categories, headerGroups, productById, productsPage } from "../support/catalogue";
import { setPrice } from "../support/shop-db";
import { money } from "../support/shop-format";

const baseUrl = inject("baseUrl");

/**
 * A page's HTML as a crawler gets it. Its widgets are Suspense boundaries (hydrated on their own):
 * on every page their markup must be in its place, not sent after the rest in a hidden part for
 * a script to move in.
 */
async function page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: "text/html" } });
  const html = await response.text();
  expect(html, `${path}: a part sent out of place`).not.toMatch(/<div hidden id="S:\d+"/);
  return { status: response.status, html, headers: response.headers };
}

/** The text of an HTML fragment: tags dropped, the entities React writes decoded. */
function text(html: string): string {
  return html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tag = new RegExp(`<meta ${attribute}="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return tag?.[1] === undefined ? undefined : text(tag[1]);
}

interface ListItem {
  position: number;
  name: string;
  url?: string;
  item?: string;
}

function block(html: string, type: string): { itemListElement: ListItem[] } | undefined {
  return jsonLd(html).find((entry) => entry["@type"] === type) as { itemListElement: ListItem[] } | undefined;
}

/**
 * A listing's first HTML carries each product of the page the API answers: a link to it with its
 * name, the ItemList of the same products in order, and the first image fetched with priority.
 */
function expectListing(html: string, expected: ProductsPage) {
  expect(expected.items.length).toBeGreaterThan(0);
  const cards = [...html.matchAll(/<a[^>]*href="\/product\/(\d+)"[^>]*>(.*?)<\/a>/gs)].map((match) => ({
    id: Number(match[1]),
    name: text(/<h[23][^>]*>(.*?)<\/h[23]>/s.exec(match[2] ?? "")?.[1] ?? ""),
  }));
  expect(cards).toEqual(expected.items.map((item) => ({ id: item.id, name: item.name })));
  const list = block(html, "ItemList");
  expect(list?.itemListElement).toEqual(
    expected.items.map((item, index) => ({
      "@type": "ListItem",
      position: (expected.page - 1) * 12 + index + 1,
      url: `${baseUrl}/product/${item.id}`,
      name: item.name,
    })),
  );
  const images = [...html.matchAll(/<img [^>]*class="product-image product-card__image[^"]*"[^>]*>/g)].map(
    (match) => match[0],
  );
  expect(images).toHaveLength(expected.items.length);
  expect(images[0]).toMatch(/fetchpriority="high"/i);
  expect(images.slice(1).join("")).not.toMatch(/fetchpriority="high"/i);
  expect(images.at(-1)).toContain('loading="lazy"');
}

const PUBLIC_CACHE = /^public, .*s-maxage=\d+.*stale-while-revalidate=(\d+)/;

describe("the first HTML of each page", () => {
  it("/product/1 carries the product from GET /api/products/1: name in the h1, price in rupees, main image", async () => {
    const product = await productById(baseUrl, 1);
    const { status, html, headers } = await page("/product/1");
    expect(status).toBe(200);
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    expect(h1 && text(h1)).toBe(product.name);
    expect(text(html)).toContain(money(product.discountPrice));
    expect(money(product.discountPrice)).toContain("₹");
    const mainImage = product.images[0] ?? product.imageUrl;
    expect(mainImage).toBeTruthy();
    // Through the image CDN: a rendition of the supplier's file.
    const mainTag = /<img [^>]*class="product-image product-zoom__image[^"]*"[^>]*>/.exec(html)?.[0] ?? "";
    const mainSrc = new URL(text(/ src="([^"]+)"/.exec(mainTag)?.[1] ?? ""), baseUrl);
    expect(mainSrc.pathname).toBe("/.netlify/images");
    expect(mainSrc.searchParams.get("url")).toBe(mainImage);
    expect(text(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? "")).toBe(`${product.name} | ${SHOP_NAME}`);
    expect(headers.get("cache-control")).toMatch(PUBLIC_CACHE);
    expect(Number(PUBLIC_CACHE.exec(headers.get("cache-control") ?? "")?.[1])).toBeLessThanOrEqual(300);
  });

  it("/product/1 carries its similar products, as GET /api/products answers for its subcategory: links and names", async () => {
    const product = await productById(baseUrl, 1);
    const body = await productsPage(baseUrl, `subcat=${product.subcategoryId}&pageSize=12`);
    const expected = body.items.filter((item) => item.id !== product.id);
    expect(expected.length).toBeGreaterThan(0);
    const { html } = await page("/product/1");
    // The cards are articles themselves: the section runs to the end of the page's content.
    const section = /aria-label="Similar Products"(.*?)<\/main>/s.exec(html)?.[1] ?? "";
    const cards = [...section.matchAll(/<a [^>]*class="product-card__link"[^>]*>/g)].map(([tag]) => ({
      id: Number(/href="\/product\/(\d+)"/.exec(tag)?.[1]),
      name: text(/title="([^"]*)"/.exec(tag)?.[1] ?? ""),
    }));
    expect(cards).toEqual(expected.map((item) => ({ id: item.id, name: item.name })));
  });

  it("/product/1's head: canonical URL, Open Graph and Twitter card with its image, Product and BreadcrumbList JSON-LD", async () => {
    const product = await productById(baseUrl, 1);
    const { html } = await page("/product/1");
    const url = `${baseUrl}/product/1`;
    const image = product.images[0] ?? product.imageUrl;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(metaContent(html, "property", "og:title")).toBe(product.name);
    expect(image).toBeTruthy();
    expect(metaContent(html, "property", "og:image")).toBe(socialImageUrl(baseUrl, image ?? ""));
    expect(metaContent(html, "property", "og:url")).toBe(url);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "name", "twitter:image")).toBe(socialImageUrl(baseUrl, image ?? ""));
    expect(metaContent(html, "name", "description")?.length).toBeGreaterThan(0);
    expect(html.match(/<title>/g)).toHaveLength(1);

    const blocks = jsonLd(html);
    const structured = blocks.find((block) => block["@type"] === "Product");
    expect(structured).toMatchObject({
      "@context": "https://schema.org",
      name: product.name,
      sku: "1",
      offers: {
        "@type": "Offer",
        priceCurrency: "INR",
        // Rupees with two decimals, as schema.org reads a price.
        price: (product.discountPrice / 100).toFixed(2),
        availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        url,
      },
    });
    if (product.ratings > 0)
      expect(structured?.aggregateRating).toMatchObject({ ratingValue: product.rating, ratingCount: product.ratings });
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList") as
      { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect(breadcrumb?.itemListElement.at(0)).toMatchObject({ position: 1, name: "Home", item: `${baseUrl}/` });
    expect(breadcrumb?.itemListElement.at(-1)).toMatchObject({ name: product.name, item: url });
  });

  it("/sitemap.xml lists every product and the categories, and robots.txt names it", async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    const xml = await response.text();
    const locations = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    for (const product of await allProducts(baseUrl))
      expect(locations.has(`${baseUrl}/product/${product.id}`)).toBe(true);
    expect(locations.has(`${baseUrl}/`)).toBe(true);
    expect(
      [...locations].some(
        (location) => /\/[a-z0-9-]+\/[a-z0-9-]+$/.test(location ?? "") && !location?.includes("/product/"),
      ),
    ).toBe(true);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
  });

  it("an unknown product, subcategory, studio service, related product and path answer 404 with their not-found screens", async () => {
    const product = await page("/product/999999");
    expect(product.status).toBe(404);
    expect(text(product.html)).toContain("Product not found.");
    const invalid = await page("/product/abc");
    expect(invalid.status).toBe(404);
    const unknown = await page("/no/such/page");
    expect(unknown.status).toBe(404);
    expect(text(unknown.html)).toContain("Something went wrong.");
    const category = await page("/men/no-such-subcategory");
    expect(category.status).toBe(404);
    expect(text(category.html)).toContain("Category not found.");
    expect(category.headers.get("cache-control")).toBe("no-store");
    const service = await page("/studio/no-such-service");
    expect(service.status).toBe(404);
    expect(text(service.html)).toContain("Category not found.");
    for (const path of ["/related-products?id=999999", "/related-products?id=abc"]) {
      const related = await page(path);
      expect(related.status, path).toBe(404);
      expect(text(related.html)).toContain("Product not found.");
      expect(related.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("/all-product carries the names and links of its first 12 products, an ItemList, a BreadcrumbList and its canonical URL", async () => {
    const expected = await productsPage(baseUrl, "page=1");
    expect(expected.items).toHaveLength(12);
    const { status, html, headers } = await page("/all-product");
    expect(status).toBe(200);
    expectListing(html, expected);
    expect(text(html)).toContain(`of ${expected.total} products`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/all-product"/>`);
    expect(html).toContain(`<title>All products | ${SHOP_NAME}</title>`);
    expect(metaContent(html, "property", "og:url")).toBe(`${baseUrl}/all-product`);
    expect(metaContent(html, "property", "og:title")).toBe("All products");
    expect(metaContent(html, "name", "description")?.length).toBeGreaterThan(0);
    expect(block(html, "BreadcrumbList")?.itemListElement.map((crumb) => crumb.name)).toEqual(["Home", "All products"]);
    expect(headers.get("cache-control")).toMatch(PUBLIC_CACHE);

    // Only what makes the page itself counts in the canonical URL; page 2 lists from position 13.
    const second = await productsPage(baseUrl, "page=2");
    const paged = await page("/all-product?page=2&sort=newest&min=10");
    expect(paged.html).toContain(`<link rel="canonical" href="${baseUrl}/all-product?page=2"/>`);
    const newest = await productsPage(baseUrl, "page=2&sort=newest");
    expectListing(paged.html, newest);
    expect(second.items.map((item) => item.id)).not.toEqual(newest.items.map((item) => item.id));
  });

  it("a subcategory page carries its products, its canonical URL and Home › group › subcategory", async () => {
    const men = (await categories(baseUrl)).find((category) => category.slug === "men");
    const shirts = men?.subcategories.find((subcategory) => subcategory.slug === "shirts");
    if (!men || !shirts) throw new Error("no men/shirts in the seed");
    const expected = await productsPage(baseUrl, `subcat=${shirts.id}&page=1`);
    const { status, html } = await page("/men/shirts");
    expect(status).toBe(200);
    expectListing(html, expected);
    expect(text(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "")).toBe("Shirts");
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/men/shirts"/>`);
    expect(block(html, "BreadcrumbList")?.itemListElement).toMatchObject([
      { position: 1, name: "Home", item: `${baseUrl}/` },
      { position: 2, name: "Men", item: `${baseUrl}/filter-side?cat=${men.id}` },
      { position: 3, name: "Shirts", item: `${baseUrl}/men/shirts` },
    ]);
  });

  it("/search?q= carries the matching products and how many were found", async () => {
    const expected = await productsPage(baseUrl, "q=shirt&page=1");
    const { status, html } = await page("/search?q=shirt");
    expect(status).toBe(200);
    expectListing(html, expected);
    expect(text(html)).toContain(`${expected.total} products found`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/search?q=shirt"/>`);
    expect(html).toContain(`<title>Search: shirt | ${SHOP_NAME}</title>`);
  });

  it("/ carries the banner heading, the header groups with their products and the logo from the API", async () => {
    const [groups, logo] = await Promise.all([
      headerGroups(baseUrl),
      getJson(baseUrl, "/api/logo", LogoResponseSchema),
    ]);
    expect(groups.length).toBeGreaterThan(0);
    const { status, html, headers } = await page("/");
    expect(status).toBe(200);
    // The header groups' boundaries come in reading order, before the footer.
    expect(html.indexOf('id="home-group-')).toBeGreaterThan(0);
    expect(html.indexOf('id="home-group-')).toBeLessThan(html.indexOf("<footer"));
    const body = text(html);
    expect(body).toContain("Kurtas, sarees and dresses");
    for (const group of groups) {
      const heading = new RegExp(`<h2 id="home-group-${group.id}"[^>]*>(.*?)</h2>`, "s").exec(html)?.[1];
      expect(heading && text(heading), group.name).toBe(group.name);
      for (const product of group.products) {
        expect(html, `${group.name}: ${product.name}`).toContain(`href="/product/${product.id}"`);
        expect(body, `${group.name}: ${product.name}`).toContain(product.name);
      }
    }
    expect(logo.url).toBeTruthy();
    // A rendition of the logo's file through the image CDN.
    expect(html).toMatch(
      new RegExp(
        `<header[^>]*>.*<img[^>]*src="/\\.netlify/images\\?url=${encodeURIComponent(logo.url ?? "")}&amp;`,
        "s",
      ),
    );
    expect(html).toContain(`<title>Clothing, home and living, beauty | ${SHOP_NAME}</title>`);
    expect(headers.get("cache-control")).toMatch(PUBLIC_CACHE);
  });

  it("/'s head: canonical URL, Open Graph and Twitter card, Organization and WebSite JSON-LD with the search", async () => {
    const logo = await getJson(baseUrl, "/api/logo", LogoResponseSchema);
    const { html } = await page("/");
    const url = `${baseUrl}/`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(metaContent(html, "property", "og:title")).toBe("Clothing, home and living, beauty");
    expect(metaContent(html, "property", "og:site_name")).toBe(SHOP_NAME);
    expect(metaContent(html, "property", "og:url")).toBe(url);
    // The shop's link-preview card (tests/e2e/images.test.ts fetches it).
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "property", "og:image")).toMatch(
      /\/\.netlify\/images\?url=[^&]+%2Fhome%2Fsocial\.jpg&w=1200&h=630&/,
    );
    expect(metaContent(html, "name", "description")?.length).toBeGreaterThan(0);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const blocks = jsonLd(html);
    expect(blocks.find((block) => block["@type"] === "Organization")).toMatchObject({
      "@context": "https://schema.org",
      url,
      logo: logo.url,
    });
    const site = blocks.find((block) => block["@type"] === "WebSite") as
      | { url: string; potentialAction: { "@type": string; target: { urlTemplate: string }; "query-input": string } }
      | undefined;
    expect(site?.url).toBe(url);
    expect(site?.potentialAction["@type"]).toBe("SearchAction");
    expect(site?.potentialAction["query-input"]).toBe("required name=search_term_string");
    const template = site?.potentialAction.target.urlTemplate ?? "";
    expect(template).toBe(`${baseUrl}/search?q={search_term_string}`);
    // The target is the search box's own: filled in, it answers the search page.
    const search = await page(new URL(template.replace("{search_term_string}", "shirt")).pathname + "?q=shirt");
    expect(search.status).toBe(200);
  });

  it("a price changed in the shop API shows in the next served HTML", async () => {
    // Nothing between the shop API and the page keeps its data: each render reads it afresh, and
    // the CDN may keep a page for at most a minute plus five stale (checked above).
    const product = await productById(baseUrl, 1);
    // The product's own part of the page: a similar product may cost the same.
    const ownPart = (html: string) => text(html.split('aria-label="Similar Products"')[0] ?? "");
    expect(ownPart((await page("/product/1")).html)).toContain(money(product.discountPrice));
    const changed = product.discountPrice + 1;
    await setPrice(1, changed);
    try {
      const after = ownPart((await page("/product/1")).html);
      expect(after).toContain(money(changed));
      expect(after).not.toContain(money(product.discountPrice));
    } finally {
      await setPrice(1, product.discountPrice);
    }
  });

  it("every public page is CDN-cacheable, at most five minutes stale", async () => {
    for (const path of ["/", "/all-product", "/filter-side", "/search?q=shirt", "/product/1", "/compare"]) {
      const { status, headers, html } = await page(path);
      expect(status, path).toBe(200);
      expect(headers.get("cache-control"), path).toMatch(PUBLIC_CACHE);
      expect(Number(PUBLIC_CACHE.exec(headers.get("cache-control") ?? "")?.[1]), path).toBeLessThanOrEqual(300);
      // Search results are for shoppers, not for an index (issue 26); the rest are indexed.
      expect(metaContent(html, "name", "robots"), path).toBe(
        path.startsWith("/search") ? "noindex, follow" : undefined,
      );
    }
    for (const path of ["/studio/design", "/baby-care", "/contact", "/related-products"]) {
      expect((await page(path)).headers.get("cache-control"), path).toMatch(PUBLIC_CACHE);
    }
  });

  it("/compare sends its frame, an honest loading line and its head; the info pages their description and canonical URL", async () => {
    const compare = await page("/compare");
    expect(compare.html).toContain(`<title>Compare Products | ${SHOP_NAME}</title>`);
    expect(text(/<h1[^>]*>(.*?)<\/h1>/s.exec(compare.html)?.[1] ?? "")).toBe("Compare Products");
    expect(compare.html).toMatch(/role="status"[^>]*>.*Loading the compare list\.\.\./s);
    for (const path of ["/compare", "/studio/design", "/studio/photography", "/contact", "/related-products"]) {
      const { html } = await page(path);
      expect(html, path).toContain(`<link rel="canonical" href="${baseUrl}${path}"/>`);
      expect(metaContent(html, "name", "description")?.length, path).toBeGreaterThan(20);
      // The link preview names the page; the shop's name is og:site_name, never glued to the title.
      expect(metaContent(html, "property", "og:title"), path).toMatch(/^\S.*\S$/);
      expect(metaContent(html, "property", "og:title"), path).not.toContain(SHOP_NAME);
      expect(metaContent(html, "property", "og:site_name"), path).toBe(SHOP_NAME);
      expect(html.match(/<title>/g)?.length ?? 0, path).toBeLessThanOrEqual(1);
    }
    const titles: [path: string, title: string][] = [["/contact", "Contact Us"]];
    for (const [path, title] of titles)
      expect((await page(path)).html, path).toContain(`<title>${title} | ${SHOP_NAME}</title>`);
    const missing = await page("/no/such/page");
    expect(missing.html).toContain(`<title>Page not found | ${SHOP_NAME}</title>`);
    expect(missing.html).not.toContain('rel="canonical"');
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });

  it("a customer's own pages are not indexed nor cached, and carry their title", async () => {
    const pages: Record<string, string> = {
      "/addcart": "Shopping Cart",
      "/wishlist": "My Wishlist",
      "/UserProfile": "My Account",
      "/profile": "My Account",
      "/Checkout2": "Select a delivery address",
      "/paymentpage": "Payment",
      "/your-orders": "Your Orders",
      "/stock-alerts": "Back in stock alerts",
      // The saved cards are the customer's own (issue 43): no longer a page of the shop's.
      "/wallet": "Wallet",
      "/login": "Sign In",
    };
    for (const [path, title] of Object.entries(pages)) {
      const { status, html, headers } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).toContain(`<title>${title} | ${SHOP_NAME}</title>`);
      expect(headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("no page names JavaScript for the browser to fetch before its first paint: no module preload, no module script", async () => {
    for (const path of ["/", "/all-product", "/product/1"]) {
      const { html } = await page(path);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toMatch(/<link[^>]*rel="stylesheet"/);
      expect(head, path).not.toMatch(/\.js"/);
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toMatch(/<script[^>]*(type="module"|src=)/);
      // The client entry is still named, for the script that starts it after the first paint.
      expect(html, path).toContain("entry.client");
    }
  });
});
