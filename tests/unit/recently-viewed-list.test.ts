// The recently viewed list (issue 16): newest first, each product once, at most 12.
import { describe, expect, it } from "vitest";
import {
  RECENTLY_VIEWED_MAX,
  soundViewedList,
  withViewed,
} from "@/features/recently-viewed/utils/recently-viewed-list";

describe("withViewed", () => {
  it("puts the product just opened first", () => {
    expect(withViewed([], 7)).toEqual([7]);
    expect(withViewed([3, 2, 1], 4)).toEqual([4, 3, 2, 1]);
  });

  it("moves a product opened again to the front instead of listing it twice", () => {
    expect(withViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(withViewed([3, 2, 1], 3)).toEqual([3, 2, 1]);
  });

  it("keeps 12: the oldest falls off the end", () => {
    const twelve = Array.from({ length: 12 }, (_, index) => 12 - index);
    expect(RECENTLY_VIEWED_MAX).toBe(12);
    const next = withViewed(twelve, 13);
    expect(next).toHaveLength(12);
    expect(next[0]).toBe(13);
    expect(next).not.toContain(1);
    // Opening one already listed keeps all 12.
    expect(withViewed(twelve, 1)).toEqual([1, ...twelve.slice(0, 11)]);
  });

  it("does not change the list it was given", () => {
    const ids = [1, 2];
    withViewed(ids, 3);
    expect(ids).toEqual([1, 2]);
  });
});

describe("soundViewedList (a stored list read back)", () => {
  it("keeps each id at its newest place and at most 12", () => {
    expect(soundViewedList([5, 4, 5, 3, 4])).toEqual([5, 4, 3]);
    expect(soundViewedList(Array.from({ length: 20 }, (_, index) => index + 1))).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });
});
