import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { provideShop, shopFor, shopOf } from "@/app/shop.server";
import { createShopApiClient } from "@functions/_shared/shop-api-client";

const config = {
  shopApiUrl: "http://shop.test",
  imageHost: "http://images.test",
  shopApiTimeoutMs: 50,
  shopApiToken: null,
};
const upstream = {
  status: "true",
  data: [{ category_id: 1, category_desc: "Men", Subcategories: [{ subcategory_id: 11, subcategory_desc: "Shirts" }] }],
};

function countingClient() {
  const calls: string[] = [];
  const client = createShopApiClient({
    config,
    fetch: async (url) => {
      calls.push(String(url));
      return Response.json(upstream);
    },
  });
  return { client, calls };
}

async function contextOfOneRequest() {
  const context = new RouterContextProvider();
  const request = new Request("http://shop.local/");
  await provideShop({ request, params: {}, context, unstable_pattern: "/" } as never, async () => new Response());
  return context;
}

describe("the shop of a request: one client, the category tree read once", () => {
  it("hands every loader of a request the same shop, and the next request a new one", async () => {
    const [first, second] = [await contextOfOneRequest(), await contextOfOneRequest()];
    expect(shopOf(first)).toBe(shopOf(first));
    expect(shopOf(first).api).toBe(shopOf(first).api);
    expect(shopOf(second)).not.toBe(shopOf(first));
  });

  it("reads the shop API once for the root's and the page's loader of one request", async () => {
    const { client, calls } = countingClient();
    const shop = shopFor(client, new Request("http://shop.local/"));
    const [forRoot, forPage] = await Promise.all([shop.categories(), shop.categories()]);
    expect(forPage).toBe(forRoot);
    expect(forRoot[0]?.name).toBe("Men");
    expect(calls).toEqual(["http://shop.test/api/GetAllCategory"]);
  });

  it("reads again for the next request, so a changed tree shows on the next page", async () => {
    const { client, calls } = countingClient();
    await shopFor(client, new Request("http://shop.local/")).categories();
    await shopFor(client, new Request("http://shop.local/")).categories();
    expect(calls).toHaveLength(2);
  });

  it("hands a failure to every loader of the request", async () => {
    const client = createShopApiClient({
      config,
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    const shop = shopFor(client, new Request("http://shop.local/"));
    await expect(shop.categories()).rejects.toMatchObject({ code: "upstream_unavailable" });
    await expect(shop.categories()).rejects.toMatchObject({ code: "upstream_unavailable" });
  });
});
