import { compareSizes, groupSizes, sizePlace } from "@/domain/size-groups";
import { describe, expect, it } from "vitest";

const sorted = (sizes: string[]) => [...sizes].sort(compareSizes);

describe("sizes grouped by kind in their natural order (issue 29)", () => {
  it("orders letter sizes and their words as a ladder, one size last", () => {
    expect(sorted(["XL", "Free Size", "M", "XS", "XXL", "S", "L", "Large", "Small"])).toEqual([
      "XS",
      "S",
      "Small",
      "M",
      "L",
      "Large",
      "XL",
      "XXL",
      "Free Size",
    ]);
  });

  it("orders shoe sizes by number, not as text", () => {
    expect(sorted(["UK 10", "UK 7", "UK 11", "UK 6"])).toEqual(["UK 6", "UK 7", "UK 10", "UK 11"]);
  });

  it("orders volumes by amount across units, a pack by its whole volume", () => {
    expect(sorted(["1 L", "100 ml", "50 ml", "750 ml", "6 x 500 ml", "3 x 30 ml"])).toEqual([
      "50 ml",
      "3 x 30 ml",
      "100 ml",
      "750 ml",
      "1 L",
      "6 x 500 ml",
    ]);
  });

  it("orders ages by their start in months, then their end", () => {
    expect(sorted(["2-3 Y", "3-6 M", "0-6 M", "1+ years", "0-3 M", "12-18 M", "10-11 Y"])).toEqual([
      "0-3 M",
      "0-6 M",
      "3-6 M",
      "12-18 M",
      "1+ years",
      "2-3 Y",
      "10-11 Y",
    ]);
  });

  it("orders measurements by area, named sheet and bed sizes among them", () => {
    expect(sorted(["160 x 200 cm", "45 x 45 cm", "A4", "King", "30 x 40 cm", "A5", "Single", "10 in"])).toEqual([
      "A5",
      "A4",
      "10 in",
      "30 x 40 cm",
      "45 x 45 cm",
      "Single",
      "160 x 200 cm",
      "King",
    ]);
  });

  it("tells metres from months and leaves what it cannot read to 'other'", () => {
    expect(sizePlace("2 m").kind).toBe("dimensions");
    expect(sizePlace("6 months").kind).toBe("age");
    for (const size of ["128 GB", "Pack of 3", "3 x 72 wipes", "Standard", "24 colours"]) {
      expect(sizePlace(size).kind).toBe("other");
    }
    expect(sorted(["Pack of 5", "128 GB", "64 GB", "Pack of 3"])).toEqual([
      "64 GB",
      "128 GB",
      "Pack of 3",
      "Pack of 5",
    ]);
  });

  it("groups a mixed facet by kind, the kinds in a fixed order, keeping each value's count", () => {
    const facet = ["45 x 45 cm", "UK 7", "L", "50 ml", "0-3 M", "S", "200 g", "UK 6", "Pack of 3"].map(
      (value, count) => ({
        value,
        count,
      }),
    );
    expect(groupSizes(facet).map((group) => [group.label, group.values.map((entry) => entry.value)])).toEqual([
      ["Clothing", ["S", "L"]],
      ["Shoes", ["UK 6", "UK 7"]],
      ["Age", ["0-3 M"]],
      ["Volume", ["50 ml"]],
      ["Weight", ["200 g"]],
      ["Dimensions", ["45 x 45 cm"]],
      ["Other", ["Pack of 3"]],
    ]);
    expect(
      groupSizes(facet)
        .flatMap((group) => group.values)
        .find((entry) => entry.value === "UK 7")?.count,
    ).toBe(1);
  });
});
