/**
 * The first HTML of a page, as a crawler, a link preview or a shopper before the JavaScript gets
 * it (issue 13): fetched without a browser, checked against the storefront's own API.
 */
import { describe, expect, inject, it } from "vitest";
import { productById } from "../support/catalogue";
import { rupees } from "../support/shop-format";

const baseUrl = inject("baseUrl");

async function page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: "text/html" } });
  return { status: response.status, html: await response.text(), headers: response.headers };
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

const PUBLIC_CACHE = /^public, .*s-maxage=\d+.*stale-while-revalidate=(\d+)/;

describe("the first HTML of each page", () => {
  it("/product/1 carries the product from GET /api/products/1: name in the h1, price in rupees, main image", async () => {
    const product = await productById(baseUrl, 1);
    const { status, html, headers } = await page("/product/1");
    expect(status).toBe(200);
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    expect(h1 && text(h1)).toBe(product.name);
    expect(text(html)).toContain(rupees(product.discountPrice));
    expect(rupees(product.discountPrice)).toContain("₹");
    const mainImage = product.images[0] ?? product.imageUrl;
    expect(mainImage).toBeTruthy();
    expect(html).toContain(`src="${mainImage}"`);
    expect(html).toMatch(/<title>[^<]+ \| Storefront<\/title>/);
    expect(text(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? "")).toBe(`${product.name} | Storefront`);
    expect(headers.get("cache-control")).toMatch(PUBLIC_CACHE);
    expect(Number(PUBLIC_CACHE.exec(headers.get("cache-control") ?? "")?.[1])).toBeLessThanOrEqual(300);
  });

  it("an unknown product and an unknown path answer 404 with their not-found screens", async () => {
    const product = await page("/product/999999");
    expect(product.status).toBe(404);
    expect(text(product.html)).toContain("Product not found.");
    const invalid = await page("/product/abc");
    expect(invalid.status).toBe(404);
    const unknown = await page("/no/such/page");
    expect(unknown.status).toBe(404);
    expect(text(unknown.html)).toContain("Something went wrong.");
  });

  it("/ carries the banner heading and the page title", async () => {
    const { status, html, headers } = await page("/");
    expect(status).toBe(200);
    expect(text(html)).toContain("Kurtas, sarees and dresses");
    expect(html).toContain("<title>Clothing, home and living, beauty | Storefront</title>");
    expect(headers.get("cache-control")).toMatch(PUBLIC_CACHE);
  });

  it("every public page is CDN-cacheable, at most five minutes stale", async () => {
    for (const path of ["/", "/all-product", "/filter-side", "/search?q=shirt", "/product/1", "/compare"]) {
      const { status, headers, html } = await page(path);
      expect(status, path).toBe(200);
      expect(headers.get("cache-control"), path).toMatch(PUBLIC_CACHE);
      expect(Number(PUBLIC_CACHE.exec(headers.get("cache-control") ?? "")?.[1]), path).toBeLessThanOrEqual(300);
      expect(html, path).not.toContain('name="robots"');
    }
    for (const path of ["/studio/design", "/baby-care", "/contact", "/wallet", "/related-products"]) {
      expect((await page(path)).headers.get("cache-control"), path).toMatch(PUBLIC_CACHE);
    }
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
      "/login": "Sign In",
    };
    for (const [path, title] of Object.entries(pages)) {
      const { status, html, headers } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).toContain(`<title>${title} | Storefront</title>`);
      expect(headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("every page carries a Content-Security-Policy whose nonce is on each inline script", async () => {
    const { html, headers } = await page("/product/1");
    const policy = headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    expect((await page("/product/1")).headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
  });
});
