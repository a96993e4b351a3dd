// Contract: the supplier's pictures under products/{image} and ResellerLogo/{logo}, and the shop's
// art under home/: files (scripts/supplier-images.mjs) served as a supplier's image host serves
// them, with a year's Cache-Control and an ETag.
import { describe, expect, it } from "vitest";
import { jpegSize } from "../support/jpeg";
import { allProducts, baseUrl, expectError, get, post, type ProductJson } from "./api";

interface Picture {
  status: number;
  type: string;
  cache: string;
  etag: string;
  bytes: Uint8Array;
}

async function fetchPicture(path: string): Promise<Picture> {
  const response = await fetch(`${baseUrl()}${path}`);
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    cache: response.headers.get("cache-control") ?? "",
    etag: response.headers.get("etag") ?? "",
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** A photograph as a reseller's supplier sends it: a 1,200 px JPEG of 100 to 600 KB. */
function expectPhotograph(picture: Picture): void {
  expect(picture.status).toBe(200);
  expect(picture.type).toBe("image/jpeg");
  expect(picture.cache).toMatch(/max-age=\d{7,}/);
  expect(picture.etag).not.toBe("");
  expect(jpegSize(picture.bytes)).toEqual({ width: 1200, height: 1200 });
  expect(picture.bytes.length).toBeGreaterThan(100 * 1024);
  expect(picture.bytes.length).toBeLessThan(600 * 1024);
}

const fingerprint = (picture: Picture) => Buffer.from(picture.bytes).toString("base64").slice(-200);

describe("GET /products/{image}", () => {
  it("serves a distinct photograph for every sampled product image and thumbnail", async () => {
    const products = await allProducts();
    const sample = [0, 150, products.length - 1].map((i) => products[i] as ProductJson);
    const seen = new Set<string>();
    for (const p of sample) {
      const image = await fetchPicture(`/products/${p.image}`);
      expectPhotograph(image);
      seen.add(fingerprint(image));
      for (const thumb of p.thumbnail.filter((t) => t.CoImage !== p.image)) {
        const view = await fetchPicture(`/products/${thumb.CoImage}`);
        expectPhotograph(view);
        seen.add(fingerprint(view));
      }
    }
    expect(seen.size).toBe(
      sample.reduce((n, p) => n + new Set([p.image, ...p.thumbnail.map((t) => t.CoImage)]).size, 0),
    );
  });

  it("names a picture for each colour of a single hue, the first colour's the main one, each served and its own", async () => {
    const products = await allProducts();
    const colourful = products.filter((p) => (p.color_images?.length ?? 0) > 3);
    // Past the two further views a colour has a file of its own; the seed has such products.
    expect(colourful.length).toBeGreaterThan(0);
    for (const p of products) {
      const pictures = p.color_images ?? [];
      for (const { color } of pictures) expect(p.color, `${p.id}`).toContain(color);
      if (pictures.length === 0) continue;
      expect(new Set(pictures.map((entry) => entry.image)).size).toBe(pictures.length);
      if (pictures[0]?.color === p.color[0]) expect(pictures[0]?.image).toBe(p.image);
    }
    const sample = [colourful[0], colourful.at(-1)].filter((p) => p !== undefined);
    for (const p of sample) {
      const seen = new Set<string>();
      for (const { image } of p.color_images ?? []) {
        const picture = await fetchPicture(`/products/${image}`);
        expectPhotograph(picture);
        seen.add(fingerprint(picture));
      }
      expect(seen.size).toBe(p.color_images?.length);
    }
    // "Multicolour" has no single hue, so no picture of its own; a product offering only it has none.
    const multicolour = products.find((p) => p.color.length === 1 && p.color[0] === "Multicolour");
    if (multicolour) expect(multicolour.color_images).toBeUndefined();
  });

  it("serves the subcategory images named by GetAllCategory", async () => {
    const categories = await post("/api/GetAllCategory", {});
    const subs = (categories.body.data as { Subcategories: { cosubcategory_image: string }[] }[]).flatMap(
      (c) => c.Subcategories,
    );
    for (const sub of subs.slice(0, 2))
      expectPhotograph(await fetchPicture(`/products/${encodeURIComponent(sub.cosubcategory_image)}`));
  });

  it("answers 404 JSON for unknown image names", async () => {
    expectError(await get("/products/p999999.jpg"), 404);
    expectError(await get("/products/..%2F..%2Fetc%2Fpasswd"), 404);
    expectError(await get("/products/"), 404);
  });
});

describe("GET /ResellerLogo/{logo} and /home/{art}", () => {
  it("serves the logo named by GetResellerLogo as a PNG", async () => {
    const logo = await get("/api/GetResellerLogo");
    const image = await fetchPicture(`/ResellerLogo/${logo.body.data[0].logo as string}`);
    expect(image.status).toBe(200);
    expect(image.type).toBe("image/png");
    expect(image.cache).toMatch(/max-age=\d{7,}/);
  });

  it("serves the home page's link-preview card, 1,200 x 630", async () => {
    const card = await fetchPicture("/home/social.jpg");
    expect(card.status).toBe(200);
    expect(jpegSize(card.bytes)).toEqual({ width: 1200, height: 630 });
  });

  it("answers 404 for another name", async () => {
    expectError(await get("/ResellerLogo/other.png"), 404);
  });
});
