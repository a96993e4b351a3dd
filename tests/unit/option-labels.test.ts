// Every colour and every size that is a word in the demo catalogue has its French label (issue 38,
// decision 040): what a French page shows for the values carts, orders and filters keep as sold.
import { beforeAll, describe, expect, it } from "vitest";
import { generateSeedData, type SeedData } from "../../shop-api/seed/generate.mjs";
import { optionLabels } from "@/app/option-labels.server";
import frenchLabels from "@domain/option-labels-fr.json";

/** Sizes read the same in French: letters, paper sizes, UK shoe sizes and numbers with their units. */
const SAME_IN_FRENCH = /^(?:X{0,3}[SML]|A\d|UK \d+|[\d.]+(?: x [\d.]+)* ?(?:ml|L|cm|g|W|GB|in)?)$/;

let data: SeedData;

beforeAll(async () => {
  data = await generateSeedData({ today: "2026-12-07" });
});

describe("French labels of colours and sizes", () => {
  it("names every colour of the seed", () => {
    const colours = new Set(data.products.flatMap((product) => product.colors));
    expect(colours.size).toBeGreaterThan(50);
    expect([...colours].filter((colour) => !(colour in frenchLabels.colors))).toEqual([]);
  });

  it("names every size of the seed that is a word, and only those read the same are left as they are", () => {
    const sizes = new Set(data.products.flatMap((product) => product.sizes));
    const unnamed = [...sizes].filter((size) => !(size in frenchLabels.sizes));
    expect(unnamed.filter((size) => !SAME_IN_FRENCH.test(size))).toEqual([]);
    expect(unnamed).toContain("XL");
    expect(unnamed).toContain("UK 7");
    expect(frenchLabels.sizes["Free Size"]).toBe("Taille unique");
  });

  it("is what French pages get, colours and sizes in one list, and English pages get none", () => {
    expect(optionLabels("en")).toBeUndefined();
    expect(optionLabels("fr")).toMatchObject({
      "Navy Blue": "Bleu marine",
      Red: "Rouge",
      "Free Size": "Taille unique",
    });
  });

  it("labels no value twice differently in the colour and size lists", () => {
    const both = Object.keys(frenchLabels.colors).filter((value) => value in frenchLabels.sizes);
    expect(
      both.filter(
        (value) =>
          frenchLabels.colors[value as keyof typeof frenchLabels.colors] !==
          frenchLabels.sizes[value as keyof typeof frenchLabels.sizes],
      ),
    ).toEqual([]);
  });
});
