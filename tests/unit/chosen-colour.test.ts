// Unit: the product page's chosen colour (issue 40; src/features/product/utils/chosen-colour.ts) and its picture (src/domain/colour-picture.ts).
import { describe, expect, it } from "vitest";
import { colourPicture } from "@/domain/colour-picture";
import { chosenColour, colourSearch, onlyColourChanged } from "@/features/product/utils/chosen-colour";

const product = {
  colors: ["Navy Blue", "Red", "Multicolour"],
  colorImages: [
    { color: "Navy Blue", url: "https://img.test/products/p0007.jpg" },
    { color: "Red", url: "https://img.test/products/p0007-2.jpg" },
  ],
};

describe("the chosen colour", () => {
  it("is ?colour= when the product offers it, else its first, else none", () => {
    expect(chosenColour(product, new URLSearchParams("colour=Red"))).toBe("Red");
    expect(chosenColour(product, new URLSearchParams("colour=red"))).toBe("Navy Blue");
    expect(chosenColour(product, new URLSearchParams("colour=Green"))).toBe("Navy Blue");
    expect(chosenColour(product, new URLSearchParams())).toBe("Navy Blue");
    expect(chosenColour({ colors: [] }, new URLSearchParams("colour=Red"))).toBe("");
  });

  it("has the catalogue's picture, or none", () => {
    expect(colourPicture(product, "Red")).toBe("https://img.test/products/p0007-2.jpg");
    expect(colourPicture(product, "Multicolour")).toBeNull();
    expect(colourPicture({ colorImages: undefined }, "Red")).toBeNull();
  });

  it("is written into the page's query, its other parameters kept", () => {
    expect(colourSearch(new URLSearchParams("reviews=2"), "Navy Blue")).toBe("?reviews=2&colour=Navy+Blue");
    expect(colourSearch(new URLSearchParams("colour=Red"), "Navy Blue")).toBe("?colour=Navy+Blue");
  });

  it("alone changing needs no new read of the page", () => {
    const at = (path: string) => new URL(path, "https://shop.test");
    expect(onlyColourChanged(at("/product/7"), at("/product/7?colour=Red"))).toBe(true);
    expect(onlyColourChanged(at("/product/7?reviews=2&colour=Red"), at("/product/7?colour=Navy&reviews=2"))).toBe(true);
    expect(onlyColourChanged(at("/product/7?colour=Red"), at("/product/7?colour=Red"))).toBe(false);
    expect(onlyColourChanged(at("/product/7"), at("/product/8?colour=Red"))).toBe(false);
    expect(onlyColourChanged(at("/product/7?colour=Red"), at("/product/7?colour=Red&reviews=2"))).toBe(false);
  });
});
