// Unit: the pages' Image CDN addresses (src/domain/image-cdn.ts) and the local CDN's rules
// (scripts/image-cdn.mjs): which hosts netlify.toml allows, which format a browser gets.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { negotiatedFormat, remoteImagePatterns } from "../../scripts/image-cdn.mjs";
import { imageCdnUrl, imageSrcSet, socialImageUrl, structuredDataImageUrl } from "@/domain/image-cdn";

const photo = "http://localhost:8787/products/p0001.jpg";

describe("the pages' Image CDN addresses", () => {
  it("name the supplier's file, the width and the quality, same-origin", () => {
    const url = new URL(imageCdnUrl(photo, { width: 320 }), "http://shop.test");
    expect(url.pathname).toBe("/.netlify/images");
    expect(url.searchParams.get("url")).toBe(photo);
    expect(url.searchParams.get("w")).toBe("320");
    expect(url.searchParams.get("q")).toBe("70");
    // No format: the CDN picks it from the browser's Accept.
    expect(url.searchParams.has("fm")).toBe(false);
  });

  it("offer each width once, none wider than the supplier's 1,200 px", () => {
    const set = imageSrcSet(photo, [320, 320, 640, 2400]);
    expect(set.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["320w", "640w", "1200w"]);
  });

  it("give link previews a 1,200 x 630 JPEG cut and structured data a 1,200 px JPEG, absolute", () => {
    const social = new URL(socialImageUrl("https://shop.example", photo));
    expect(social.origin).toBe("https://shop.example");
    expect(Object.fromEntries(social.searchParams)).toMatchObject({ w: "1200", h: "630", fit: "cover", fm: "jpg" });
    const structured = new URL(structuredDataImageUrl("https://shop.example", photo));
    expect(Object.fromEntries(structured.searchParams)).toMatchObject({ url: photo, w: "1200", fm: "jpg" });
    expect(structured.searchParams.has("h")).toBe(false);
  });
});

describe("the local Image CDN (scripts/image-cdn.mjs)", () => {
  it("allows the local image host's pictures and nothing else, as netlify.toml says", () => {
    const patterns = remoteImagePatterns(readFileSync("netlify.toml", "utf8")).map((pattern) => new RegExp(pattern));
    expect(patterns.length).toBeGreaterThan(0);
    const allowed = (url: string) => patterns.some((pattern) => pattern.test(url));
    expect(allowed(photo)).toBe(true);
    expect(allowed("http://127.0.0.1:18787/ResellerLogo/logo.png")).toBe(true);
    expect(allowed("http://localhost:8787/api/GetAllProduct")).toBe(false);
    expect(allowed("http://evil.test/products/p0001.jpg")).toBe(false);
    expect(allowed("http://localhost.evil.test/products/p0001.jpg")).toBe(false);
  });

  it("answers AVIF, else WebP, else the source's format, by the browser's Accept", () => {
    expect(negotiatedFormat("image/avif,image/webp,image/apng,image/*,*/*;q=0.8")).toBe("avif");
    expect(negotiatedFormat("image/webp,*/*")).toBe("webp");
    expect(negotiatedFormat("image/png,image/*;q=0.8")).toBeNull();
    expect(negotiatedFormat(null)).toBeNull();
  });
});
