// The two languages' paths (issue 38): English on SPEC's paths, French under /fr, the switch keeping the query.
import { describe, expect, it } from "vitest";
import { localeOfPath, localizedPath, otherLocale, pathWithoutLocale, routePathOf } from "@domain/locale";

describe("a path's language", () => {
  it("is French for /fr and under /fr/, English elsewhere", () => {
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/")).toBe("fr");
    expect(localeOfPath("/FR/addcart")).toBe("fr");
    expect(localeOfPath("/fr/product/1")).toBe("fr");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/addcart")).toBe("en");
    // A path that only starts with the letters is not French.
    expect(localeOfPath("/free-shipping")).toBe("en");
    expect(localeOfPath("/frame/fr")).toBe("en");
  });

  it("comes off to give SPEC's path", () => {
    expect(pathWithoutLocale("/fr")).toBe("/");
    expect(pathWithoutLocale("/fr/")).toBe("/");
    expect(pathWithoutLocale("/fr/Checkout2")).toBe("/Checkout2");
    expect(pathWithoutLocale("/addcart")).toBe("/addcart");
    expect(pathWithoutLocale("/free")).toBe("/free");
  });

  it("names the route a write went to from either language, as routes match (any case, no query)", () => {
    expect(routePathOf("/fr/addcart")).toBe("/addcart");
    expect(routePathOf("/addcart")).toBe("/addcart");
    expect(routePathOf("/FR/AddCart?index")).toBe("/addcart");
    expect(routePathOf("http://localhost:8888/fr/stock-alerts")).toBe("/stock-alerts");
    expect(routePathOf("/free")).toBe("/free");
  });
});

describe("a path in a language", () => {
  it("puts French under /fr and English on SPEC's path, query and hash kept", () => {
    expect(localizedPath("fr", "/")).toBe("/fr/");
    expect(localizedPath("fr", "/addcart")).toBe("/fr/addcart");
    expect(localizedPath("fr", "/search?q=chemise%20bleue&page=2#results")).toBe(
      "/fr/search?q=chemise%20bleue&page=2#results",
    );
    expect(localizedPath("en", "/search?q=shirt")).toBe("/search?q=shirt");
    expect(localizedPath("en", "/")).toBe("/");
  });

  it("moves a page to the other language with its query (the header's switch)", () => {
    expect(localizedPath("en", pathWithoutLocale("/fr/search") + "?q=chemise")).toBe("/search?q=chemise");
    expect(localizedPath("en", pathWithoutLocale("/fr"))).toBe("/");
    expect(localizedPath("fr", pathWithoutLocale("/product/1") + "?size=M")).toBe("/fr/product/1?size=M");
  });

  it("leaves what is not a path of the site as it is", () => {
    expect(localizedPath("fr", "https://example.com/x")).toBe("https://example.com/x");
    expect(localizedPath("fr", "//example.com/x")).toBe("//example.com/x");
    expect(localizedPath("fr", "#top")).toBe("#top");
  });

  it("switches to the other of the two", () => {
    expect(otherLocale("en")).toBe("fr");
    expect(otherLocale("fr")).toBe("en");
  });
});
