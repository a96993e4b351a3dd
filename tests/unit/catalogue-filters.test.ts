import { describe, expect, it } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from "@/domain/product";
import {
  catalogueQuery,
  catalogueSearch,
  DEFAULT_FILTERS,
  listingQuery,
  listingRedirect,
  listingSearch,
  pageCount,
  parseCatalogueParams,
  parseListingParams,
  parsePage,
  sameParams,
  type ListingScope,
} from "@/features/catalogue/utils/catalogue-filters";

const parse = (query: string) => parseCatalogueParams(new URLSearchParams(query));

describe("catalogue filters from the URL", () => {
  it("default to every product, the whole slider range and page 1", () => {
    expect(parse("")).toEqual({ filters: DEFAULT_FILTERS, notes: [] });
    expect(DEFAULT_FILTERS).toMatchObject({ min: PRICE_SLIDER_MIN, max: PRICE_SLIDER_MAX, page: 1 });
  });

  it("read a shared link's category, subcategory, price range and page", () => {
    expect(parse("cat=2&subcat=9&min=500&max=2500.50&page=3")).toEqual({
      filters: {
        ...DEFAULT_FILTERS,
        cat: 2,
        subcat: 9,
        min: paiseFromRupees(500),
        max: paiseFromRupees(2500.5),
        page: 3,
      },
      notes: [],
    });
  });

  it("fall back to page 1 with a note when the page is not a page number", () => {
    for (const page of ["abc", "0", "-2", "1.5", "1e3", "99999999"]) {
      const { filters, notes } = parse(`page=${page}`);
      expect(filters.page, page).toBe(1);
      expect(notes, page).toEqual(["The page number in this link is not valid, so page 1 is shown."]);
    }
  });

  it("show every price with a note when min is above max or a price is not an amount", () => {
    expect(parse("min=900&max=100")).toEqual({
      filters: DEFAULT_FILTERS,
      notes: ["The lowest price in this link is above the highest, so every price is shown."],
    });
    expect(parse("min=cheap").notes).toEqual(["The price range in this link is not valid, so every price is shown."]);
    expect(parse("max=-5").filters).toMatchObject({ min: PRICE_SLIDER_MIN, max: PRICE_SLIDER_MAX });
  });

  it("keep prices inside the slider's range", () => {
    expect(parse("min=1&max=90000").filters).toMatchObject({ min: PRICE_SLIDER_MIN, max: PRICE_SLIDER_MAX });
    expect(parse("min=60000").notes).toEqual([]);
    expect(parse("min=60000").filters).toMatchObject({ min: PRICE_SLIDER_MAX, max: PRICE_SLIDER_MAX });
  });

  it("drop a category id that is not an id, saying so", () => {
    const { filters, notes } = parse("subcat=shirts&cat=1");
    expect(filters).toMatchObject({ cat: 1, subcat: null });
    expect(notes).toEqual(["The subcategory in this link is not valid, so it was left out."]);
  });
});

describe("catalogue links", () => {
  it("leave out defaults so links stay short", () => {
    expect(catalogueSearch(DEFAULT_FILTERS)).toBe("");
    expect(catalogueSearch({ ...DEFAULT_FILTERS, subcat: 1 })).toBe("?subcat=1");
    expect(catalogueSearch({ ...DEFAULT_FILTERS, cat: 3, min: paiseFromRupees(100), page: 2 })).toBe(
      "?cat=3&min=100&page=2",
    );
  });

  it("read back to the same filters", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      subcat: 13,
      min: paiseFromRupees(250.5),
      max: paiseFromRupees(4000),
      page: 4,
    };
    expect(parse(catalogueSearch(filters).slice(1)).filters).toEqual(filters);
    const faceted = {
      ...filters,
      sizes: ["M", "Free Size"],
      colors: ["Red"],
      inStock: true,
      minRating: 4,
      sort: "price-asc" as const,
    };
    expect(catalogueSearch(faceted)).toBe(
      "?subcat=13&min=250.5&max=4000&sizes=M%2CFree+Size&colors=Red&inStock=1&minRating=4&sort=price-asc&page=4",
    );
    expect(parse(catalogueSearch(faceted).slice(1)).filters).toEqual(faceted);
  });

  it("read the filter form a browser without script sends: one parameter a value, empty rating", () => {
    const parsed = parse(
      "subcat=13&min=10&max=50000&sizes=M&sizes=Free+Size&colors=Red&inStock=1&minRating=&sort=rating",
    );
    expect(parsed.filters).toEqual({
      ...DEFAULT_FILTERS,
      subcat: 13,
      sizes: ["M", "Free Size"],
      colors: ["Red"],
      inStock: true,
      sort: "rating",
    });
    expect(parsed.notes).toEqual([]);
  });

  it("compare as the same view whatever the parameters' order, and differ on any value", () => {
    expect(sameParams(new URLSearchParams("subcat=1&page=2"), new URLSearchParams("page=2&subcat=1"))).toBe(true);
    expect(sameParams(new URLSearchParams("subcat=1&min=10"), new URLSearchParams("subcat=1"))).toBe(false);
    expect(sameParams(new URLSearchParams("sizes=M&sizes=L"), new URLSearchParams("sizes=M%2CL"))).toBe(false);
  });

  it("leave out a wrong sort, rating or size list, with a note", () => {
    const tooMany = Array.from({ length: 60 }, (_, index) => `s${index}`).join(",");
    const parsed = parse(`sort=cheapest&minRating=9&sizes=${tooMany}`);
    expect(parsed.filters).toEqual(DEFAULT_FILTERS);
    expect(parsed.notes).toEqual([
      "The sizes in this link are not valid, so they were left out.",
      "The rating in this link is not valid, so every rating is shown.",
      "The sort order in this link is not known, so the usual order is shown.",
    ]);
  });
});

describe("filters on a search and a subcategory's path (issue 29)", () => {
  const search: ListingScope = { kind: "search", q: "cotton shirt" };
  const shirts: ListingScope = { kind: "subcategory", id: 7 };
  const redirectOf = (path: string, scope: ListingScope) => {
    const url = new URL(path, "https://shop.test");
    return listingRedirect(url, parseListingParams(url.searchParams, scope), scope);
  };

  it("read the same parameters as the catalogue, but no category: the path or the query names the listing", () => {
    const params = new URLSearchParams("q=shirt&cat=2&subcat=x&sizes=M,L&min=500&sort=price-asc&page=2");
    const { filters, notes } = parseListingParams(params, search);
    expect(notes).toEqual([]);
    expect(filters).toEqual({
      ...DEFAULT_FILTERS,
      sizes: ["M", "L"],
      min: paiseFromRupees(500),
      sort: "price-asc",
      page: 2,
    });
  });

  it("link to views with the search's q first and the filters after it", () => {
    const filters = { ...DEFAULT_FILTERS, cat: 3, sizes: ["M"], inStock: true, page: 2 };
    expect(listingSearch(filters, search)).toBe("?q=cotton+shirt&sizes=M&inStock=1&page=2");
    expect(listingSearch(filters, shirts)).toBe("?sizes=M&inStock=1&page=2");
    expect(listingSearch(DEFAULT_FILTERS, shirts)).toBe("");
    expect(listingSearch(filters, { kind: "catalogue" })).toBe(catalogueSearch(filters));
  });

  it("redirect what a form sent without script names to the view's own URL, the q kept as it came", () => {
    expect(redirectOf("/search?q=%20shirt&min=10&max=50000&sizes=M&sizes=L&minRating=", search)).toBe(
      "/search?q=+shirt&sizes=M%2CL",
    );
    expect(redirectOf("/men/shirts?min=10&max=50000&minRating=&colors=Black", shirts)).toBe("/men/shirts?colors=Black");
    expect(redirectOf("/men/shirts?cat=2", shirts)).toBe("/men/shirts");
    expect(redirectOf("/men/shirts", shirts)).toBeNull();
    expect(redirectOf("/search?q=shirt&sizes=M&page=2", search)).toBeNull();
    // A wrong value keeps its address and shows its note.
    expect(redirectOf("/men/shirts?page=abc&min=10", shirts)).toBeNull();
    expect(redirectOf("/all-product?min=10&max=50000", { kind: "catalogue" })).toBe("/all-product");
  });

  it("ask for the listing's products, by price only once the slider has moved", () => {
    const filters = { ...DEFAULT_FILTERS, colors: ["Black"], page: 3 };
    expect(listingQuery(filters, shirts)).toMatchObject({ subcat: 7, colors: ["Black"], page: 3 });
    expect(listingQuery(filters, shirts).min).toBeUndefined();
    expect(listingQuery(filters, shirts).max).toBeUndefined();
    expect(listingQuery(filters, search)).toMatchObject({ q: "cotton shirt", cat: undefined, subcat: undefined });
    const priced = { ...filters, max: paiseFromRupees(999) };
    expect(listingQuery(priced, search)).toMatchObject({ min: PRICE_SLIDER_MIN, max: paiseFromRupees(999) });
    expect(listingQuery(filters, { kind: "catalogue" })).toEqual(catalogueQuery(filters));
  });
});

describe("pages", () => {
  it("count 12 products a page, with one page for an empty result", () => {
    expect(pageCount(340)).toBe(29);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(0)).toBe(1);
  });

  it("parse ?page= alone", () => {
    expect(parsePage(null)).toEqual({ page: 1, valid: true });
    expect(parsePage("7")).toEqual({ page: 7, valid: true });
    expect(parsePage("x")).toEqual({ page: 1, valid: false });
  });
});
