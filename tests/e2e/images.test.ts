/**
 * Pictures as a real catalogue has them (issue 29): every product picture on the catalogue and
 * product pages is a rendition through the image CDN (/.netlify/images), offered at several widths
 * (srcset, sizes) with its size reserved (width, height), in the format the browser accepts, and
 * the page's largest picture (its LCP) is fetched at once, never lazily. The CDN takes nothing but
 * the image host's pictures and the values Netlify documents (issue 37; the attacks one by one, and
 * the cache and SVG headers, are in tests/unit/image-cdn.test.ts).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { productById } from "../support/catalogue";
import { jpegSize } from "../support/jpeg";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");
const browser = suiteBrowser();

interface PictureFacts {
  className: string;
  src: string;
  srcset: string;
  sizes: string;
  width: string | null;
  height: string | null;
  loading: string;
  fetchPriority: string;
  currentSrc: string;
  naturalWidth: number;
}

/** Every product picture of the page (ProductImage), as its attributes say. */
function productPictures(page: Page): Promise<PictureFacts[]> {
  return page.locator("img.product-image").evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      className: image.className,
      src: image.getAttribute("src") ?? "",
      srcset: image.getAttribute("srcset") ?? "",
      sizes: image.getAttribute("sizes") ?? "",
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
      loading: image.getAttribute("loading") ?? "",
      fetchPriority: image.getAttribute("fetchpriority") ?? "",
      currentSrc: image.currentSrc,
      naturalWidth: image.naturalWidth,
    })),
  );
}

/** The supplier's file a CDN address is a rendition of, and its width; null for any other address. */
function rendition(address: string): { source: string; width: number } | null {
  const url = new URL(address, baseUrl);
  if (url.origin !== baseUrl || url.pathname !== "/.netlify/images") return null;
  return { source: url.searchParams.get("url") ?? "", width: Number(url.searchParams.get("w")) };
}

function expectThroughTheCdn(picture: PictureFacts): void {
  const label = picture.src;
  const src = rendition(picture.src);
  expect(src, label).not.toBeNull();
  expect(src?.source, label).toMatch(/^https?:\/\/[^/]+\/products\/p\d{4}(-\d)?\.jpg$/);
  const candidates = picture.srcset.split(", ").map((candidate) => candidate.split(" "));
  expect(candidates.length, label).toBeGreaterThanOrEqual(2);
  for (const [address, descriptor] of candidates) {
    expect(rendition(address ?? "")?.source, label).toBe(src?.source);
    expect(descriptor, label).toBe(`${rendition(address ?? "")?.width}w`);
  }
  expect(picture.sizes, label).not.toBe("");
  expect(Number(picture.width), label).toBeGreaterThan(0);
  expect(Number(picture.height), label).toBeGreaterThan(0);
}

/** The element of the page's largest contentful paint so far, described; null when none. */
function largestPaint(
  page: Page,
): Promise<{ tag: string; loading: string; fetchPriority: string; src: string } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const element = entries.at(-1)?.element;
          resolve(
            element
              ? {
                  tag: element.tagName,
                  loading: element.getAttribute("loading") ?? "",
                  fetchPriority: element.getAttribute("fetchpriority") ?? "",
                  src: element.getAttribute("src") ?? "",
                }
              : null,
          );
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/** The responses of the CDN while `action` runs: their Content-Type by address. */
async function cdnResponses(page: Page, action: () => Promise<unknown>): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  const record = (response: import("playwright-core").Response) => {
    if (rendition(response.url())) types.set(response.url(), response.headers()["content-type"] ?? "");
  };
  page.on("response", record);
  await action();
  page.off("response", record);
  return types;
}

describe("product pictures through the image CDN", () => {
  for (const path of ["/all-product", "/men/shirts"]) {
    it(`${path}: every card's picture is a rendition with srcset, sizes, width and height; the first is fetched first`, async () => {
      const { page, errors } = await browser.newPage();
      await page.setViewportSize({ width: 412, height: 823 });
      const types = await cdnResponses(page, () => page.goto(`${baseUrl}${path}`));
      const pictures = await productPictures(page);
      expect(pictures.length).toBeGreaterThanOrEqual(2);
      pictures.forEach(expectThroughTheCdn);
      const cards = pictures.filter((picture) => picture.className.includes("product-card__image"));
      expect(cards[0]?.loading).toBe("eager");
      expect(cards[0]?.fetchPriority).toBe("high");
      // The rest of the first screen after it: Chromium would otherwise raise them beside it.
      expect(cards.slice(1, 4).map((card) => [card.loading, card.fetchPriority])).toEqual(
        Array.from({ length: 3 }, () => ["eager", "low"]),
      );
      expect(cards.at(-1)?.loading).toBe("lazy");
      // Chromium accepts AVIF: the CDN answers it, not the supplier's JPEG.
      expect(types.size).toBeGreaterThan(0);
      for (const [address, type] of types) expect(type, address).toBe("image/avif");
      // The rendition the browser chose for a phone's column is a fraction of the 1,200 px file.
      await page
        .locator("img.product-card__image")
        .first()
        .evaluate((image: HTMLImageElement) => image.decode());
      const first = (await productPictures(page)).find((picture) => picture.className.includes("product-card__image"));
      expect(rendition(first?.currentSrc ?? "")?.width).toBeLessThanOrEqual(640);
      expect(first?.naturalWidth).toBeLessThanOrEqual(640);
      const lcp = await largestPaint(page);
      if (lcp?.tag === "IMG") expect(lcp.loading, lcp.src).not.toBe("lazy");
      expect(errors).toEqual([]);
    });
  }

  it("/product/1: the main picture is the page's largest paint, eager and fetched first; its thumbnails are renditions too", async () => {
    const product = await productById(baseUrl, 1);
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${baseUrl}/product/1`);
    const pictures = await productPictures(page);
    pictures.forEach(expectThroughTheCdn);
    const main = pictures.find((picture) => picture.className.includes("product-zoom__image"));
    expect(rendition(main?.src ?? "")?.source).toBe(product.images[0] ?? product.imageUrl);
    expect(main?.loading).toBe("eager");
    expect(main?.fetchPriority).toBe("high");
    const thumbnails = await page
      .locator(".product-gallery__thumb img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
    expect(thumbnails.map((src) => rendition(src)?.source)).toEqual(product.images);
    const lcp = await largestPaint(page);
    expect(lcp?.tag).toBe("IMG");
    expect(lcp?.src).toBe(main?.src);
    expect(lcp?.loading).not.toBe("lazy");
    expect(errors).toEqual([]);
  });
});

describe("link previews", () => {
  for (const path of ["/", "/all-product", "/product/1", "/contact", "/wishlist"]) {
    it(`${path}: og:image and twitter:image name the same 1,200 x 630 JPEG, which the CDN serves`, async () => {
      const html = await (await fetch(`${baseUrl}${path}`, { headers: { Accept: "text/html" } })).text();
      const content = (pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, "&");
      const og = content(/<meta property="og:image" content="([^"]+)"/);
      expect(og, path).toBeTruthy();
      expect(content(/<meta name="twitter:image" content="([^"]+)"/)).toBe(og);
      expect(content(/<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
      // What a link previewer asks: any picture, no AVIF in its Accept.
      const picture = await fetch(og ?? "", { headers: { Accept: "*/*" } });
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/jpeg");
      const bytes = new Uint8Array(await picture.arrayBuffer());
      expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
    });
  }
});

describe("the image CDN as the site server runs it (issue 37)", () => {
  it("takes only the image host's pictures and Netlify's values: 400 for the rest, never an enlargement", async () => {
    const product = await productById(baseUrl, 1);
    const photo = product.images[0] ?? product.imageUrl ?? "";
    expect(photo).toMatch(/\/products\//);
    const { origin: imageHost, pathname } = new URL(photo);
    // A server on another localhost port, which the CDN must never ask.
    const asked: string[] = [];
    const decoy = createServer((request, response) => {
      asked.push(request.url ?? "");
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => decoy.listen(0, "127.0.0.1", resolve));
    const decoyOrigin = `http://localhost:${(decoy.address() as AddressInfo).port}`;
    const ask = (query: string) => fetch(`${baseUrl}/.netlify/images?${query}`, { headers: { Accept: "image/jpeg" } });
    try {
      const refused = [
        // Out of the picture folders: the shop API's own routes, MailDev's API on its port.
        `url=${imageHost}/products/../api/categories`,
        `url=${imageHost}/products/%2e%2e/api/categories`,
        `url=${imageHost}/products/%252e%252e/api/categories`,
        `url=${imageHost}/products/..%255capi%255ccategories`,
        `url=${mailUrl}/products/%252e%252e/api/email`,
        `url=${decoyOrigin}${pathname}`,
        // Values Netlify does not take, or that would reach IPX as modifiers of their own.
        `url=${photo}&w=abc`,
        `url=${photo}&w=0`,
        `url=${photo}&q=101`,
        `url=${photo}&w=99999`,
        `url=${photo}&q=70,enlarge,resize_7412x7412`,
        `url=${photo}&fit=cover,enlarge`,
        `url=${photo}&position=x/package.json%3F`,
      ];
      for (const query of refused) expect((await ask(query)).status, query).toBe(400);
      expect(asked).toEqual([]);
      // As wide as the CDN allows: the supplier's 1,200 px photograph, not an enlargement.
      const widest = await ask(`url=${encodeURIComponent(photo)}&w=2400&fm=jpg`);
      expect(widest.status).toBe(200);
      expect(jpegSize(new Uint8Array(await widest.arrayBuffer()))?.width).toBe(1200);
    } finally {
      await new Promise((resolve) => decoy.close(resolve));
    }
  });
});
