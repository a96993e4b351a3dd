import { describe, expect, it } from "vitest";
import { highlightMatch } from "@/features/shell/utils/highlight-match";

describe("highlightMatch: the search box's marked suggestion text", () => {
  it("marks the start of every word a query word begins, in the label's own case", () => {
    expect(highlightMatch("Cotton Shirt in Men", "cott SHI")).toEqual([
      { text: "Cott", match: true },
      { text: "on ", match: false },
      { text: "Shi", match: true },
      { text: "rt in Men", match: false },
    ]);
  });

  it("takes the longest query word a label word starts with", () => {
    expect(highlightMatch("Shirts", "sh shirt")).toEqual([
      { text: "Shirt", match: true },
      { text: "s", match: false },
    ]);
  });

  it("leaves a label that matched on other fields unmarked", () => {
    expect(highlightMatch("Kurta set", "cotton")).toEqual([{ text: "Kurta set", match: false }]);
    expect(highlightMatch("Kurta set", "  ")).toEqual([{ text: "Kurta set", match: false }]);
  });

  it("marks only word starts, not matches inside a word", () => {
    expect(highlightMatch("T-shirt", "shirt")).toEqual([
      { text: "T-", match: false },
      { text: "shirt", match: true },
    ]);
    expect(highlightMatch("Polos", "los")).toEqual([{ text: "Polos", match: false }]);
  });
});
