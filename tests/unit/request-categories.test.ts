import { describe, expect, it } from "vitest";
import { requestCategories } from "@/app/shop.server";
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

describe("requestCategories: the category tree once per document request", () => {
  it("reads the shop API once for the root's and the page's loader of one request", async () => {
    const { client, calls } = countingClient();
    const request = new Request("http://shop.local/all-product");
    const [forRoot, forPage] = await Promise.all([
      requestCategories(request, client),
      requestCategories(request, client),
    ]);
    expect(forPage).toBe(forRoot);
    expect(forRoot[0]?.name).toBe("Men");
    expect(calls).toEqual(["http://shop.test/api/GetAllCategory"]);
  });

  it("reads again for the next request, so a changed tree shows on the next page", async () => {
    const { client, calls } = countingClient();
    await requestCategories(new Request("http://shop.local/"), client);
    await requestCategories(new Request("http://shop.local/"), client);
    expect(calls).toHaveLength(2);
  });

  it("hands a failure to every loader of the request", async () => {
    const client = createShopApiClient({
      config,
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    const request = new Request("http://shop.local/men/shirts");
    await expect(requestCategories(request, client)).rejects.toMatchObject({ code: "upstream_unavailable" });
    await expect(requestCategories(request, client)).rejects.toMatchObject({ code: "upstream_unavailable" });
  });
});
