// Unit: the demo catalogue art the supplier photographs are rendered from (shop-api/seed/art.mjs).
import { describe, expect, it } from "vitest";
import { colourHex, escapeXml, hash, iconFor, logoSvg, productSvg } from "../../shop-api/seed/art.mjs";

describe("shop-api generated SVGs", () => {
  it("draws a subcategory-appropriate picture", () => {
    expect(iconFor("shirts Shirts Men")).toBe("shirt");
    expect(iconFor("t-shirts T-Shirts Men")).toBe("shirt");
    expect(iconFor("pants Pants Men")).toBe("pants");
    expect(iconFor("sarees Sarees Women")).toBe("dress");
    expect(iconFor("footwear Footwear Women")).toBe("shoe");
    expect(iconFor("toys Toys Kids")).toBe("toy");
    expect(iconFor("kitchen Kitchen Home and Living")).toBe("mug");
    expect(iconFor("makeup Makeup Beauty")).toBe("lipstick");
    expect(iconFor("photography Photography Studio")).toBe("camera");
    expect(iconFor("design Design Studio")).toBe("palette");
    expect(iconFor("something else")).toBe("tag");
  });

  it("is deterministic, distinct per file name and under 3 KB", () => {
    const a = productSvg({ file: "p0001.svg", title: "Urban Slim Fit Shirt", kind: "shirts Shirts Men" });
    expect(productSvg({ file: "p0001.svg", title: "Urban Slim Fit Shirt", kind: "shirts Shirts Men" })).toBe(a);
    expect(productSvg({ file: "p0001-2.svg", title: "Urban Slim Fit Shirt", kind: "shirts Shirts Men" })).not.toBe(a);
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const long = productSvg({ file: "p9999.svg", title: "x".repeat(500), kind: "sofa" });
    for (const svg of [a, long, logoSvg("ShopNest", "logo.svg")]) {
      expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024);
    }
    const seen = new Set<number>();
    for (let i = 1; i <= 400; i++) seen.add(hash(`p${String(i).padStart(4, "0")}.svg`));
    expect(seen.size).toBe(400);
  });

  it("draws a colourway as the same picture with the product in that colour, outlined", () => {
    const info = { file: "p0001.jpg", title: "Urban Slim Fit Shirt", kind: "shirts Shirts Men" };
    const navy = colourHex("Navy Blue") ?? "";
    expect(navy).toMatch(/^#[0-9a-f]{6}$/);
    const plain = productSvg(info);
    const coloured = productSvg({ ...info, colour: navy });
    expect(coloured).toContain(`fill="${navy}" stroke=`);
    expect(plain).not.toContain(navy);
    // Background and caption are the file's own, whatever the colour.
    const background = (svg: string) => svg.slice(0, svg.indexOf("<g transform"));
    expect(background(coloured)).toBe(background(plain));
  });

  it("escapes names into the markup", () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&#60;a href=&#34;x&#34;&#62;&#38;&#39;");
    const svg = productSvg({ file: "p1.svg", title: "Tom & Jerry <Tee>", kind: "tee" });
    expect(svg).toContain("Tom &#38; Jerry &#60;Tee&#62;");
    expect(svg).not.toContain("<Tee>");
    expect(logoSvg("<script>", "logo.svg")).not.toContain("<script>");
  });
});
