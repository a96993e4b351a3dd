import { describe, expect, it } from "vitest";
import { organizationJsonLd, webSiteJsonLd } from "@/domain/structured-data";

describe("the home page's JSON-LD", () => {
  it("Organization names the shop at the origin, with its logo when it has one", () => {
    expect(organizationJsonLd("https://shop.example", "Storefront", "https://img.example/logo.png")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Storefront",
      url: "https://shop.example/",
      logo: "https://img.example/logo.png",
    });
    expect(organizationJsonLd("https://shop.example", "Storefront", null)).not.toHaveProperty("logo");
  });

  it("WebSite's SearchAction targets the search page with the query as q", () => {
    const site = webSiteJsonLd("https://shop.example", "Storefront");
    expect(site.url).toBe("https://shop.example/");
    expect(site.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://shop.example/search?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
  });
});
