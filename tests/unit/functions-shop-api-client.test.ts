import { afterEach, describe, expect, it, vi } from "vitest";
import { asPaise } from "@/domain/money";
import { errorResponse, json, toErrorResponse } from "@functions/_shared/http";
import { createShopApiClient, parseUpstream, ShopApiError, ShopApiRefusal } from "@functions/_shared/shop-api-client";
import { GetAllCategoryResponseSchema, reshapeCategories } from "@functions/_shared/shop-api/catalogue";
import { insertOrderPayload } from "@functions/_shared/shop-api/orders";
import type { PaidOrder } from "@domain/order";
import handler from "@functions/catalogue";

const imageHost = "http://images.test";

const upstream = {
  status: "true",
  data: [
    {
      category_id: 1,
      category_desc: "Men",
      Subcategories: [
        { subcategory_id: 11, subcategory_desc: "Shirts", cosubcategory_image: "shirts.png", slug: "shirts" },
        { subcategory_id: "12", subcategory_desc: "Formal Pants", cosubcategory_image: "" },
      ],
    },
    { category_id: "6", category_desc: "Home and Living", Subcategories: null },
  ],
};

describe("shop API categories: validation and reshape", () => {
  it("turns the vendor shape into Category values", () => {
    const parsed = parseUpstream(GetAllCategoryResponseSchema, upstream, "GetAllCategory");
    expect(reshapeCategories(parsed.data, { imageHost })).toEqual([
      {
        id: 1,
        name: "Men",
        slug: "men",
        subcategories: [
          { id: 11, name: "Shirts", slug: "shirts", imageUrl: "http://images.test/products/shirts.png" },
          { id: 12, name: "Formal Pants", slug: "formal-pants", imageUrl: null },
        ],
      },
      { id: 6, name: "Home and Living", slug: "home-and-living", subcategories: [] },
    ]);
  });

  it.each([
    ["a bare list", upstream.data],
    ["a missing data list", { status: "true" }],
    ["a category without a name", { status: "true", data: [{ category_id: 1, category_desc: "  " }] }],
    ["a non-numeric id", { status: "true", data: [{ category_id: "x1", category_desc: "Men" }] }],
    [
      "a subcategory without an id",
      {
        status: "true",
        data: [{ category_id: 1, category_desc: "Men", Subcategories: [{ subcategory_desc: "Shirts" }] }],
      },
    ],
  ])("rejects %s as upstream_invalid", (_label, body) => {
    expect(() => parseUpstream(GetAllCategoryResponseSchema, body, "GetAllCategory")).toThrow(
      expect.objectContaining({ code: "upstream_invalid" }),
    );
  });

  it("reports a refusal with the shop API's own message", () => {
    const refuse = () =>
      parseUpstream(GetAllCategoryResponseSchema, { status: "false", message: "No data" }, "GetAllCategory");
    expect(refuse).toThrow(ShopApiRefusal);
    expect(refuse).toThrow("No data");
  });
});

describe("shop API client", () => {
  const config = { shopApiUrl: "http://shop.test", imageHost, shopApiTimeoutMs: 50, shopApiToken: null };

  it("POSTs {} to /api/GetAllCategory and reshapes the answer", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const client = createShopApiClient({
      config,
      fetch: async (url, init) => {
        calls.push({ url, init });
        return Response.json(upstream);
      },
    });
    const categories = await client.getCategories();
    expect(categories.map((category) => category.name)).toEqual(["Men", "Home and Living"]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("http://shop.test/api/GetAllCategory");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.body).toBe("{}");
  });

  it("sends SHOP_API_TOKEN as a bearer token only when one is configured", async () => {
    const seen: (string | null)[] = [];
    const record = async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get("authorization"));
      return Response.json(upstream);
    };
    await createShopApiClient({ config: { ...config, shopApiToken: "s3cret" }, fetch: record }).getCategories();
    await createShopApiClient({ config, fetch: record }).getCategories();
    expect(seen).toEqual(["Bearer s3cret", null]);
  });

  it("maps an unreachable shop API to upstream_unavailable", async () => {
    const client = createShopApiClient({
      config,
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    await expect(client.getCategories()).rejects.toMatchObject({ code: "upstream_unavailable" });
  });

  it("maps a timeout to upstream_unavailable", async () => {
    const client = createShopApiClient({
      config,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    });
    await expect(client.getCategories()).rejects.toThrow("did not answer within 50 ms");
  });

  it("maps a 5xx to upstream_unavailable and non-JSON to upstream_invalid", async () => {
    const failing = createShopApiClient({ config, fetch: async () => new Response("oops", { status: 503 }) });
    await expect(failing.getCategories()).rejects.toMatchObject({ code: "upstream_unavailable" });
    const html = createShopApiClient({ config, fetch: async () => new Response("<html>", { status: 200 }) });
    await expect(html.getCategories()).rejects.toMatchObject({ code: "upstream_invalid" });
  });

  it("asks a read again once after a 503 (a Worker restarting mid-request), but never a write", async () => {
    const answers = [new Response("restarting", { status: 503 }), Response.json(upstream)];
    const reads: string[] = [];
    const reading = createShopApiClient({
      config,
      fetch: async (url) => {
        reads.push(url);
        return answers.shift() ?? new Response("gone", { status: 503 });
      },
    });
    expect((await reading.getCategories()).map((category) => category.name)).toEqual(["Men", "Home and Living"]);
    expect(reads).toEqual(["http://shop.test/api/GetAllCategory", "http://shop.test/api/GetAllCategory"]);

    // Twice 503 is a failure, after exactly two tries.
    reads.length = 0;
    await expect(reading.getCategories()).rejects.toMatchObject({ code: "upstream_unavailable" });
    expect(reads).toHaveLength(2);

    // A write is not repeated: the first one may have taken effect.
    const writes: string[] = [];
    const writing = createShopApiClient({
      config,
      fetch: async (url) => {
        writes.push(url);
        return new Response("restarting", { status: 503 });
      },
    });
    await expect(
      writing.register({ firstname: "A", lastname: "B", email: "a@b.test", mobileno: "1", password: "Secret123" }),
    ).rejects.toMatchObject({
      code: "upstream_unavailable",
    });
    expect(writes).toEqual(["http://shop.test/api/insert_customer"]);
  });

  it("asks a stalled read again within the same time budget, and fails after two stalls", async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    let tries = 0;
    const client = createShopApiClient({
      config: { ...config, shopApiTimeoutMs: 400 },
      fetch: async (_url, init) => (++tries === 1 ? hang(init) : Response.json(upstream)),
    });
    expect((await client.getCategories()).map((category) => category.name)).toEqual(["Men", "Home and Living"]);
    expect(tries).toBe(2);

    let stalls = 0;
    const stalled = createShopApiClient({
      config: { ...config, shopApiTimeoutMs: 400 },
      fetch: (_url, init) => {
        stalls++;
        return hang(init);
      },
    });
    await expect(stalled.getCategories()).rejects.toThrow("did not answer within 400 ms");
    expect(stalls).toBe(2);
  });

  it("asks customer_login once, even after a stall: each try is a password check the sign-in limit reserved once", async () => {
    let tries = 0;
    const client = createShopApiClient({
      config: { ...config, shopApiTimeoutMs: 400 },
      fetch: (_url, init) => {
        tries++;
        return new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        });
      },
    });
    await expect(client.login("a@shop.test", "Wrong1234")).rejects.toMatchObject({ outcomeUnknown: true });
    expect(tries).toBe(1);
  });

  it("tells a call whose answer was lost (it may have taken effect) from one never sent or answered", async () => {
    const failingWith = (error: unknown) =>
      createShopApiClient({
        config,
        fetch: async () => {
          throw error;
        },
      }).login("a@shop.test", "Wrong1234");
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
    await expect(failingWith(new TypeError("fetch failed", { cause: refused }))).rejects.toMatchObject({
      outcomeUnknown: false,
    });
    const dropped = Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" });
    await expect(failingWith(new TypeError("fetch failed", { cause: dropped }))).rejects.toMatchObject({
      outcomeUnknown: true,
    });
    const answered = createShopApiClient({ config, fetch: async () => new Response("oops", { status: 500 }) });
    await expect(answered.login("a@shop.test", "Wrong1234")).rejects.toMatchObject({ outcomeUnknown: false });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("shop API insert_order: a domain order in, the vendor's body out", () => {
  const config = { shopApiUrl: "http://shop.test", imageHost, shopApiTimeoutMs: 50, shopApiToken: null };
  const paid: PaidOrder = {
    customerId: 7,
    addressId: 3,
    paymentReference: "pi_123",
    lines: [
      { id: 12, unit: 2, size: "M", color: "Blue" },
      { id: 40, unit: 1, size: "", color: "" },
    ],
    subtotalPaise: asPaise(150_000),
    hstPaise: asPaise(19_500),
    pstPaise: asPaise(0),
    totalPaise: asPaise(169_500),
  };

  it("names every field as the shop API does and leaves out empty choices", () => {
    expect(insertOrderPayload(paid)).toEqual({
      userid: 7,
      payment_intent_id: "pi_123",
      address_id: 3,
      items: [
        { prod_id: 12, unit: 2, size: "M", color: "Blue" },
        { prod_id: 40, unit: 1 },
      ],
      subtotal_paise: 150_000,
      hst_paise: 19_500,
      pst_paise: 0,
      total_paise: 169_500,
    });
  });

  it("POSTs that body to /api/insert_order and answers with the recorded order as the app names it", async () => {
    const bodies: unknown[] = [];
    const client = createShopApiClient({
      config,
      fetch: async (url, init) => {
        expect(url).toBe("http://shop.test/api/insert_order");
        bodies.push(JSON.parse(String(init.body)));
        return Response.json({
          status: "true",
          created: false,
          data: [
            {
              CoOrderID: "91",
              CoOrderItemID: 1,
              CoProductID: 12,
              CoProduct: "Shirt",
              CoSize: "M",
              CoColor: "Blue",
              CoOrderStatus: "Placed",
              StandardPrice: 750,
              CoQuantity: 2,
              CoPaymentMode: "Online payment (Stripe)",
              CoPaymentReference: "pi_123",
              CoTotalPrice: 1500,
              CoSubtotal: 1500,
              CoHST: 195,
              CoPST: 0,
              CoOrderTotal: 1695,
              CoAddressID: 3,
            },
          ],
        });
      },
    });
    const result = await client.insertOrder(paid);
    expect(bodies).toEqual([insertOrderPayload(paid)]);
    expect(result.created).toBe(false);
    expect(result.order).toMatchObject({
      id: 91,
      paymentReference: "pi_123",
      addressId: 3,
      // The shop API's rupees, reshaped into paise.
      subtotal: 150_000,
      hst: 19_500,
      total: 169_500,
      lines: [{ productId: 12, quantity: 2, size: "M", color: "Blue", unitPrice: 75_000, lineTotal: 150_000 }],
    });
  });
});

describe("http helpers", () => {
  it("writes the error envelope with no-store", async () => {
    const response = errorResponse(400, "invalid_body", "Check the fields.", { fields: { email: "Required" } });
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      error: { code: "invalid_body", message: "Check the fields.", fields: { email: "Required" } },
    });
  });

  it("turns shop API failures into a 502 and anything else into a 500 without details", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const upstreamDown = toErrorResponse(
      new ShopApiError("upstream_unavailable", "The shop API could not be reached (GetAllCategory)."),
    );
    expect(upstreamDown.status).toBe(502);
    expect(await upstreamDown.json()).toEqual({
      error: { code: "upstream_unavailable", message: "The shop API could not be reached (GetAllCategory)." },
    });
    const bug = toErrorResponse(new Error("secret internals"));
    expect(bug.status).toBe(500);
    expect(JSON.stringify(await bug.json())).not.toContain("secret internals");
  });

  it("json() sets the content type", () => {
    expect(json({ ok: true }).headers.get("content-type")).toBe("application/json; charset=utf-8");
  });
});

describe("GET /api/categories (functions/catalogue.ts)", () => {
  it("answers other methods with a 405 envelope", async () => {
    const response = await handler(new Request("http://site.test/api/categories", { method: "POST" }), {} as never);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed" } });
  });

  it("answers 502 upstream_unavailable when the shop API is down", async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    vi.stubEnv("SHOP_API_URL", "http://127.0.0.1:9");
    vi.stubEnv("SHOP_API_TIMEOUT_MS", "2000");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await handler(new Request("http://site.test/api/categories"), {} as never);
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("upstream_unavailable");
    expect(body.error.message).not.toMatch(/\bat \S+:\d+/);
  });
});
