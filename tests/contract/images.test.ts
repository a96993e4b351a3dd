// Contract: generated images under products/{image} and ResellerLogo/{logo}.
import { describe, expect, it } from "vitest";
import { allProducts, baseUrl, expectError, get, post, type ProductJson } from "./api";

async function fetchSvg(path: string): Promise<{ status: number; type: string; cache: string; text: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    cache: response.headers.get("cache-control") ?? "",
    text: await response.text(),
  };
}

function expectSvg(image: { status: number; type: string; cache: string; text: string }): void {
  expect(image.status).toBe(200);
  expect(image.type).toContain("image/svg+xml");
  expect(image.cache).toMatch(/max-age=\d{6,}/);
  expect(image.text.startsWith("<svg")).toBe(true);
  expect(image.text.trim().endsWith("</svg>")).toBe(true);
  expect(new TextEncoder().encode(image.text).length).toBeLessThan(3 * 1024);
}

describe("GET /products/{image}", () => {
  it("serves a small, distinct SVG for every sampled product image and thumbnail", async () => {
    const products = await allProducts();
    const sample = [0, 1, 2, 50, 100, 150, 200, 250, products.length - 1].map((i) => products[i] as ProductJson);
    const bodies = new Set<string>();
    for (const p of sample) {
      const image = await fetchSvg(`/products/${p.image}`);
      expectSvg(image);
      bodies.add(image.text);
      for (const thumb of p.thumbnail.filter((t) => t.CoImage !== p.image)) {
        const small = await fetchSvg(`/products/${thumb.CoImage}`);
        expectSvg(small);
        expect(small.text).not.toBe(image.text);
      }
    }
    expect(bodies.size).toBe(sample.length);
  });

  it("serves the subcategory images named by GetAllCategory", async () => {
    const categories = await post("/api/GetAllCategory", {});
    const subs = (categories.body.data as { Subcategories: { cosubcategory_image: string }[] }[]).flatMap(
      (c) => c.Subcategories,
    );
    for (const sub of subs.slice(0, 6))
      expectSvg(await fetchSvg(`/products/${encodeURIComponent(sub.cosubcategory_image)}`));
  });

  it("answers 404 JSON for unknown image names", async () => {
    expectError(await get("/products/p999999.svg"), 404);
    expectError(await get("/products/..%2F..%2Fetc%2Fpasswd"), 404);
    expectError(await get("/products/"), 404);
  });
});

describe("GET /ResellerLogo/{logo}", () => {
  it("serves the logo named by GetResellerLogo", async () => {
    const logo = await get("/api/GetResellerLogo");
    const image = await fetchSvg(`/ResellerLogo/${logo.body.data[0].logo as string}`);
    expectSvg(image);
  });

  it("answers 404 for another name", async () => {
    expectError(await get("/ResellerLogo/other.svg"), 404);
  });
});
