/**
 * The one way the functions talk to the shop API (SPEC.md section 7): typed calls with a timeout,
 * upstream JSON validated with valibot and reshaped into the app's types before anyone sees it.
 * Failures become a ShopApiError, which http.ts turns into a 502 with a clear message.
 */
import * as v from "valibot";
import type { RegisterBody } from "@domain/account";
import type { SessionUser } from "@domain/session";
import type { Address, AddressForm } from "@domain/address";
import type { CartItem, CartLine } from "@domain/cart";
import type { CartAddOutcome, WantedLine } from "@domain/cart-write";
import type { Category } from "@domain/catalogue";
import { resellerLogoUrl } from "@domain/images";
import { DEFAULT_LOCALE, type Locale } from "@domain/locale";
import { paiseFromRupees, paiseToRupees, type Paise } from "@domain/money";
import type { CancelOrderBody, Order, PaidOrder } from "@domain/order";
import type { RefundState } from "@domain/order-refund";
import type { OrderReturn, ReturnRequestBody } from "@domain/order-return";
import { NEWS_CONSENT_WORDING, type ConsentSource } from "@domain/consent";
import type { ContactMessage } from "@domain/contact";
import type { MessageKind } from "@domain/outbox";
import type { PublishedReview, ReviewDraft, ReviewsPage } from "@domain/published-review";
import type { StockAlertRecord } from "@domain/stock-alerts";
import type { HeaderGroup, Product, ProductFacets, ProductSort } from "@domain/product";
import type { ProductFilters } from "@domain/product-filters";
import type { TaxRate } from "@domain/tax";
import { linesInLocale } from "./order-line-names";
import { getConfig, type FunctionsConfig } from "./config";
import { VendorCustomerDataSchema, VendorDeletedCustomerSchema } from "./customer-data";
import { VendorConsentSchema, VendorRecordedConsentSchema } from "./shop-api-consent";
import { guestLinkCalls } from "./shop-api-guest-links";
import {
  reshapeStockAlerts,
  reshapeWishlist,
  VendorMergedSchema,
  VendorStockAlertsSchema,
  VendorStoppedAlertsSchema,
  VendorWishlistSchema,
} from "./shop-api-customer-lists";
import {
  addressPayload,
  insertOrderPayload,
  reshapeAddress,
  reshapeCartItem,
  reshapeCategories,
  reshapeClaimedRefund,
  reshapeHeaderGroup,
  reshapeOrders,
  reshapeProduct,
  reshapeProductFacets,
  reshapeReturn,
  reshapeTaxRate,
} from "./shop-api-reshape";
import {
  GetAllCategoryResponseSchema,
  VendorAddressListSchema,
  VendorCartAddSchema,
  VendorCartListSchema,
  VendorClaimedMessagesSchema,
  VendorCustomerLocaleSchema,
  VendorEnqueuedBackInStockSchema,
  VendorEnqueuedMessageSchema,
  VendorClaimedRefundsSchema,
  VendorHeaderGroupListSchema,
  VendorInsertOrderSchema,
  VendorLogoListSchema,
  VendorOkSchema,
  VendorPasswordResetSchema,
  VendorOrderListSchema,
  VendorRecordedMessageSchema,
  VendorProductListSchema,
  VendorProductPageSchema,
  VendorProductUpdateListSchema,
  VendorUsedPasswordResetSchema,
  VendorRecordedRefundSchema,
  VendorClaimedReturnRefundsSchema,
  VendorRecordedReturnRefundSchema,
  VendorReturnListSchema,
  VendorReviewListSchema,
  VendorReviewPageSchema,
  type VendorReview,
  VendorSearchFallbackSchema,
  VendorSuggestionListSchema,
  VendorTaxListSchema,
  VendorUserListSchema,
} from "./shop-api-schemas";

/** A review in the app's own names. */
function reshapeReview(row: VendorReview): PublishedReview {
  return {
    id: row.id,
    productId: row.product_id,
    rating: row.rating,
    text: row.text,
    author: row.author,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    verifiedPurchase: row.verified_purchase,
  };
}

/** SPEC.md section 9: the reseller id every call that takes one sends. */
const RES_ID = 1;

/** What GetProductPage filters, sorts and pages by (shop-api/README.md, Catalogue queries). */
export interface ProductPageQuery extends ProductFilters {
  sort?: ProductSort;
  page: number;
  pageSize: number;
}

/** A suggestion as the shop API names it: a subcategory (with its category's name) or a product. */
export type ShopSuggestion =
  | { type: "subcategory"; label: string; subcategoryId: number; category: string }
  | { type: "product"; label: string; productId: number };

export type ShopApiErrorCode = "upstream_unavailable" | "upstream_invalid";

/**
 * The shop API understood the call and said no (`{status: 'false', message}`), e.g. a wrong
 * password, a taken email, too little stock, someone else's address. `status` is its HTTP status
 * (200 when a reseller answers refusals with 200). Routes decide what each one means for the
 * browser; http.ts maps the common ones.
 */
export class ShopApiRefusal extends Error {
  override readonly name = "ShopApiRefusal";
  constructor(
    readonly status: number,
    message: string,
    readonly endpoint: string,
  ) {
    super(message);
  }
}

/**
 * One of the shop API's own limits answered 429 (sign-in attempts or registrations from this
 * address): http.ts turns it into the functions' 429, never into "wrong password".
 */
export class ShopApiThrottled extends Error {
  override readonly name = "ShopApiThrottled";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class ShopApiError extends Error {
  override readonly name = "ShopApiError";
  /**
   * The call may have reached the shop API and taken effect, its answer lost (a stall, a dropped
   * connection): a password it carried may have been checked. False when it was answered, or
   * certainly never sent (no connection could be made).
   */
  readonly outcomeUnknown: boolean;
  constructor(
    readonly code: ShopApiErrorCode,
    message: string,
    options?: { cause?: unknown; outcomeUnknown?: boolean },
  ) {
    super(message, options);
    this.outcomeUnknown = options?.outcomeUnknown ?? false;
  }
}

/** The errors of a connection that was never made: nothing of the call was sent. */
const NOT_CONNECTED = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function neverSent(cause: unknown): boolean {
  const code = ((cause as { cause?: { code?: unknown } } | null)?.cause ?? {}).code;
  return typeof code === "string" && NOT_CONNECTED.has(code);
}

/** What the shop API answers when it refuses a call: `{status: 'false', message}`. */
const RefusalSchema = v.object({
  status: v.union([v.literal("false"), v.literal(false)]),
  message: v.optional(v.string()),
});

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ShopApiClientOptions {
  config?: FunctionsConfig;
  fetch?: FetchLike;
  /**
   * The shopper's address (Netlify's `x-nf-client-connection-ip`), sent on customer_login and
   * insert_customer as X-Client-Address so the shop API counts sign-in attempts and registrations
   * per address. Anything that is not an IP address is not sent.
   */
  clientAddress?: string | null;
  /**
   * The language of the page or JSON call the client serves: the catalogue reads ask the shop API
   * for it (`locale`, shop-api/README.md), which answers each text in it or in English. English
   * sends nothing, so the calls stay SPEC section 7's own.
   */
  locale?: Locale;
}

/** The header the shop API reads the shopper's address from (shop-api/src/lib/client-address.ts). */
export const CLIENT_ADDRESS_HEADER = "X-Client-Address";

/** The calls the shop API limits per client address. */
const COUNTED_PER_ADDRESS = new Set(["customer_login", "insert_customer", "delete_customer"]);

/** An IPv4 or IPv6 address as Netlify writes it; anything else is dropped rather than forwarded. */
function plausibleAddress(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? "";
  return /^[0-9A-Fa-f:.]{2,45}$/.test(trimmed) ? trimmed : null;
}

/** Checks an upstream body against a schema; exported for unit tests of the validation rules. */
export function parseUpstream<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  endpoint: string,
): v.InferOutput<TSchema> {
  const refusal = v.safeParse(RefusalSchema, body);
  if (refusal.success) {
    throw new ShopApiRefusal(200, refusal.output.message?.trim() || `The shop API refused ${endpoint}.`, endpoint);
  }
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const issue = result.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    const detail = issue ? `${where ? `${where}: ` : ""}${issue.message}` : "unexpected shape";
    throw new ShopApiError("upstream_invalid", `The shop API sent an unexpected response to ${endpoint} (${detail}).`);
  }
  return result.output;
}

/** A read asked again after a 503 waits this long first. */
const READ_RETRY_PAUSE_MS = 250;
const READS = { reads: true } as const;

export function createShopApiClient(options: ShopApiClientOptions = {}) {
  const config = options.config ?? getConfig();
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const clientAddress = plausibleAddress(options.clientAddress);
  const locale = options.locale ?? DEFAULT_LOCALE;
  /** A catalogue read's body, or a GET's path, in the client's language. */
  const localeBody = <T extends object>(body: T) => (locale === DEFAULT_LOCALE ? body : { ...body, locale });
  const localePath = (path: string) => (locale === DEFAULT_LOCALE ? path : `${path}?locale=${locale}`);

  /** One request; network failures and timeouts become ShopApiError("upstream_unavailable"). */
  async function send(method: "GET" | "POST", endpoint: string, body: unknown, timeoutMs: number): Promise<Response> {
    const url = `${config.shopApiUrl}/api/${endpoint}`;
    try {
      return await doFetch(url, {
        method,
        headers: {
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...(config.shopApiToken ? { Authorization: `Bearer ${config.shopApiToken}` } : {}),
          ...(COUNTED_PER_ADDRESS.has(endpoint) && clientAddress ? { [CLIENT_ADDRESS_HEADER]: clientAddress } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === "TimeoutError";
      const reason = timedOut ? `did not answer within ${config.shopApiTimeoutMs} ms` : "could not be reached";
      throw new ShopApiError("upstream_unavailable", `The shop API ${reason} (${endpoint}).`, {
        cause,
        outcomeUnknown: timedOut || !neverSent(cause),
      });
    }
  }

  /**
   * A read (every GET, and the POSTs SPEC.md section 7 uses for reading) gets two tries within the
   * one time budget: the first may take half of it, and a 503, a dropped connection or a stall is
   * asked once more with what is left. A Worker restarting answers 503 to requests caught in
   * flight, and a stalled connection would otherwise spend the whole budget; only a read can be
   * repeated without knowing whether the first one took effect.
   */
  async function sendRead(method: "GET" | "POST", endpoint: string, body: unknown): Promise<Response> {
    const deadline = Date.now() + config.shopApiTimeoutMs;
    try {
      const first = await send(method, endpoint, body, Math.max(1, Math.floor(config.shopApiTimeoutMs / 2)));
      if (first.status !== 503) return first;
      await first.body?.cancel();
    } catch (error) {
      if (!(error instanceof ShopApiError)) throw error;
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(READ_RETRY_PAUSE_MS, Math.max(0, deadline - Date.now() - 1))),
    );
    return send(method, endpoint, body, Math.max(1, deadline - Date.now()));
  }

  /** A call to the shop API; `reads` marks one that changes nothing (see sendRead). */
  async function call<TSchema extends v.GenericSchema>(
    method: "GET" | "POST",
    endpoint: string,
    schema: TSchema,
    body?: unknown,
    { reads = method === "GET" }: { reads?: boolean } = {},
  ): Promise<v.InferOutput<TSchema>> {
    const response = reads
      ? await sendRead(method, endpoint, body)
      : await send(method, endpoint, body, config.shopApiTimeoutMs);
    if (response.status >= 500) {
      throw new ShopApiError("upstream_unavailable", `The shop API failed with HTTP ${response.status} (${endpoint}).`);
    }
    // 401 with WWW-Authenticate is the shop API refusing our service token, not the shopper:
    // a configuration fault (SHOP_API_TOKEN differs from its API_TOKEN), never "wrong password".
    if (response.status === 401 && /^bearer/i.test(response.headers.get("WWW-Authenticate") ?? "")) {
      await response.body?.cancel();
      throw new ShopApiError(
        "upstream_unavailable",
        `The shop API refused the service token (${endpoint}): SHOP_API_TOKEN must equal its API_TOKEN.`,
      );
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      throw new ShopApiError(
        "upstream_invalid",
        `The shop API sent a response to ${endpoint} that is not JSON (HTTP ${response.status}).`,
        { cause },
      );
    }
    if (!response.ok) {
      const refusal = v.safeParse(RefusalSchema, parsed);
      if (!refusal.success) {
        throw new ShopApiError("upstream_invalid", `The shop API answered ${endpoint} with HTTP ${response.status}.`);
      }
      const message = refusal.output.message?.trim() || `The shop API refused ${endpoint} (HTTP ${response.status}).`;
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get("Retry-After"));
        throw new ShopApiThrottled(message, Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : 900);
      }
      throw new ShopApiRefusal(response.status, message, endpoint);
    }
    return parseUpstream(schema, parsed, endpoint);
  }

  const images = { imageHost: config.imageHost, locale };

  /** In the client's language, or another one's (an email's, decided when it was written). */
  async function getProductsByIds(ids: readonly number[], asked: Locale = locale): Promise<Product[]> {
    const body = await call(
      "POST",
      "GetProductsByIds",
      VendorProductListSchema,
      asked === DEFAULT_LOCALE ? { ids } : { ids, locale: asked },
      READS,
    );
    return body.data.map((product) => reshapeProduct(product, { ...images, locale: asked }));
  }

  /**
   * Cart lines named in the client's language: SPEC section 7's cart answer knows only English, so
   * the names come from the catalogue's products (one read: a cart holds at most 100 products, as
   * many as GetProductsByIds takes).
   */
  async function inClientLocale(items: CartItem[]): Promise<CartItem[]> {
    if (locale === DEFAULT_LOCALE || items.length === 0) return items;
    const products = new Map((await getProductsByIds(items.map((item) => item.id))).map((p) => [p.id, p]));
    return items.map((item) => {
      const product = products.get(item.id);
      return product
        ? { ...item, name: product.name, category: product.category, subcategory: product.subcategory }
        : item;
    });
  }

  /** POST /api/GetAllAddress: the customer's address book, oldest first. */
  async function getAddresses(customerId: number): Promise<Address[]> {
    const body = await call(
      "POST",
      "GetAllAddress",
      VendorAddressListSchema,
      { user_id: customerId, res_id: RES_ID },
      READS,
    );
    return body.data.map(reshapeAddress);
  }

  /** Runs a call where "not found" is an answer, not an error. */
  async function orNull<T>(promise: Promise<T>): Promise<T | null> {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof ShopApiRefusal && error.status === 404) return null;
      throw error;
    }
  }

  return {
    /** POST /api/GetAllCategory {} -> the category tree. */
    async getCategories(): Promise<Category[]> {
      const body = await call("POST", "GetAllCategory", GetAllCategoryResponseSchema, localeBody({}), READS);
      return reshapeCategories(body.data, images);
    },

    /** POST /api/customer_login -> the customer, or null when the API answers with no user. */
    async login(email: string, password: string): Promise<SessionUser | null> {
      // Not a read: each try is a password check the sign-in limit reserved once
      // (login-throttle.ts), so a stalled one is never asked again.
      const body = await call("POST", "customer_login", VendorUserListSchema, { email, password, res_id: RES_ID });
      const user = body.data[0];
      return user ? { id: user.id, name: user.user_name.trim() } : null;
    },

    /** POST /api/insert_customer -> the new customer when the API says who it is. */
    async register(
      registration: RegisterBody & { locale?: Locale; newsConsent?: boolean },
    ): Promise<SessionUser | null> {
      const { newsConsent, ...customer } = registration;
      const body = await call("POST", "insert_customer", VendorUserListSchema, {
        res_id: RES_ID,
        ...customer,
        // The box's words were in the page's language; the record names their version (decision 047).
        ...(newsConsent
          ? { news_consent: { wording_version: NEWS_CONSENT_WORDING }, client_address: clientAddress }
          : {}),
      });
      const user = body.data[0];
      return user ? { id: user.id, name: user.user_name.trim() || `${customer.firstname} ${customer.lastname}` } : null;
    },

    /** GET /api/GetAllProduct, or POST /api/GetAllProductFilter when a filter is given. */
    async getProducts(filter?: { subcatId: number | null; min: Paise; max: Paise }): Promise<Product[]> {
      const body = filter
        ? await call(
            "POST",
            "GetAllProductFilter",
            VendorProductListSchema,
            localeBody({
              subcat_id: filter.subcatId,
              min_amt: paiseToRupees(filter.min),
              max_amt: paiseToRupees(filter.max),
            }),
            READS,
          )
        : await call("GET", localePath("GetAllProduct"), VendorProductListSchema);
      return body.data.map((product) => reshapeProduct(product, images));
    },

    /**
     * POST /api/GetProductPage (reference API extension): one page with its total and facets,
     * computed by the shop API. A ShopApiRefusal with status 404 means it lacks the extension.
     */
    async getProductPage(
      query: ProductPageQuery,
    ): Promise<{ items: Product[]; total: number; facets: ProductFacets; corrected?: string }> {
      const body = await call(
        "POST",
        "GetProductPage",
        VendorProductPageSchema,
        localeBody({
          cat_id: query.categoryId ?? null,
          subcat_id: query.subcategoryId ?? null,
          min_amt: query.min === undefined ? null : paiseToRupees(query.min),
          max_amt: query.max === undefined ? null : paiseToRupees(query.max),
          sizes: query.sizes ?? [],
          colors: query.colors ?? [],
          in_stock: query.inStock ?? false,
          min_rating: query.minRating ?? null,
          q: query.q ?? "",
          ...(query.exact === true ? { exact: true } : {}),
          sort: query.sort ?? "relevance",
          page: query.page,
          page_size: query.pageSize,
        }),
        READS,
      );
      return {
        items: body.data.map((product) => reshapeProduct(product, images)),
        total: body.total,
        facets: reshapeProductFacets(body.facets),
        ...(body.corrected_q === undefined ? {} : { corrected: body.corrected_q }),
      };
    },

    /** POST /api/GetProductsByIds (reference API extension): at most 100, in the order asked. */
    getProductsByIds,

    /**
     * POST /api/GetSearchFallback (reference API extension, issue 44): for a search that found
     * nothing, the subcategories nearest to its words and the best-selling products.
     */
    async getSearchFallback(q: string): Promise<{ subcategoryIds: number[]; products: Product[] }> {
      const body = await call("POST", "GetSearchFallback", VendorSearchFallbackSchema, localeBody({ q }), READS);
      return {
        subcategoryIds: body.data.subcategories.map((sub) => sub.subcategory_id),
        products: body.data.products.map((product) => reshapeProduct(product, images)),
      };
    },

    /** POST /api/GetSearchSuggestions (reference API extension): up to 8, ranked. */
    async getSearchSuggestions(q: string): Promise<ShopSuggestion[]> {
      const body = await call("POST", "GetSearchSuggestions", VendorSuggestionListSchema, localeBody({ q }), READS);
      return body.data.map((hit) =>
        hit.type === "subcategory"
          ? { type: "subcategory", label: hit.label, subcategoryId: hit.subcategory_id, category: hit.category }
          : { type: "product", label: hit.label, productId: hit.product_id },
      );
    },

    /**
     * GET /api/GetProductUpdates (reference API extension) -> when each product last changed (ISO
     * 8601, UTC) by id, or null when the shop API does not say (a SPEC-only reseller API).
     */
    async getProductUpdates(): Promise<Map<number, string> | null> {
      const body = await orNull(call("GET", "GetProductUpdates", VendorProductUpdateListSchema));
      if (!body) return null;
      return new Map(body.data.flatMap((row) => (row.updated_at ? [[row.id, row.updated_at] as const] : [])));
    },

    /** GET /api/GetProduct/{id} (reference API extension) -> the product, or null. */
    async getProduct(id: number): Promise<Product | null> {
      const body = await orNull(call("GET", localePath(`GetProduct/${id}`), VendorProductListSchema));
      const product = body?.data[0];
      return product ? reshapeProduct(product, images) : null;
    },

    async getHeaderGroups(): Promise<HeaderGroup[]> {
      const body = await call("GET", localePath("GetAllHeaderWithProduct"), VendorHeaderGroupListSchema);
      return body.data.map((group, index) => reshapeHeaderGroup(group, index, images));
    },

    async getLogo(): Promise<{ url: string | null; name: string }> {
      const body = await call("GET", "GetResellerLogo", VendorLogoListSchema);
      const logo = body.data[0];
      if (!logo) throw new ShopApiError("upstream_invalid", "The shop API sent no logo (GetResellerLogo).");
      return { url: resellerLogoUrl(config.imageHost, logo.logo), name: logo.name };
    },

    async getTaxRates(): Promise<TaxRate[]> {
      const body = await call("GET", "GetAllTax", VendorTaxListSchema);
      return body.data.map(reshapeTaxRate);
    },

    getAddresses,

    async addAddress(customerId: number, form: AddressForm, province: string): Promise<Address> {
      const body = await call(
        "POST",
        "insert_Customeraddress",
        VendorAddressListSchema,
        addressPayload(form, province, customerId),
      );
      const saved = body.data[0];
      if (saved) return reshapeAddress(saved);
      // SPEC.md's insert_Customeraddress answers only {status, message}: find the new row.
      const latest = (await getAddresses(customerId)).at(-1);
      if (!latest)
        throw new ShopApiError(
          "upstream_invalid",
          "The shop API saved an address but does not list it (GetAllAddress).",
        );
      return latest;
    },

    /** POST /api/update_address (extension) -> the saved address, or null when it is not this customer's. */
    async updateAddress(
      customerId: number,
      addressId: number,
      form: AddressForm,
      province: string,
    ): Promise<Address | null> {
      const body = await orNull(
        call("POST", "update_address", VendorAddressListSchema, {
          ...addressPayload(form, province, customerId),
          address_id: addressId,
        }),
      );
      if (!body) return null;
      const saved = body.data[0];
      if (!saved)
        throw new ShopApiError("upstream_invalid", "The shop API updated an address but did not send it back.");
      return reshapeAddress(saved);
    },

    /** POST /api/delete_address (extension) -> false when it is not this customer's address. */
    async deleteAddress(customerId: number, addressId: number): Promise<boolean> {
      const body = await orNull(
        call("POST", "delete_address", VendorOkSchema, { userid: customerId, address_id: addressId }),
      );
      return body !== null;
    },

    async getCart(customerId: number): Promise<CartItem[]> {
      const body = await call("POST", "Add_cart", VendorCartListSchema, [{ userid: customerId }], READS);
      return inClientLocale(body.data.map((item) => reshapeCartItem(item, images)));
    },

    /** Replaces the whole cart (Add_cart with every line; clear_cart for an empty one). */
    async saveCart(customerId: number, lines: readonly CartLine[]): Promise<CartItem[]> {
      if (lines.length === 0) {
        await call("POST", "clear_cart", VendorOkSchema, { userid: customerId });
        return [];
      }
      const payload = lines.map((line) => ({
        prod_id: line.id,
        userid: customerId,
        unit: line.unit,
        ...(line.size ? { size: line.size } : {}),
        ...(line.color ? { color: line.color } : {}),
      }));
      const body = await call("POST", "Add_cart", VendorCartListSchema, payload);
      return body.data.map((item) => reshapeCartItem(item, images));
    },

    /**
     * POST /api/add_cart_lines (extension): adds each line by SPEC.md's rule in one statement of
     * the shop API's, so two adds at once both count -> what each came to, and the cart.
     */
    async addCartLines(
      customerId: number,
      lines: readonly Omit<WantedLine, "product">[],
    ): Promise<{ items: CartItem[]; outcomes: { name: string; outcome: CartAddOutcome }[] }> {
      const body = await call("POST", "add_cart_lines", VendorCartAddSchema, {
        userid: customerId,
        lines: lines.map((line) => ({ prod_id: line.id, units: line.units, size: line.size, color: line.color })),
      });
      return {
        items: body.data.map((item) => reshapeCartItem(item, images)),
        outcomes: body.results.map(({ name, outcome }) => ({ name, outcome })),
      };
    },

    /** POST /api/set_cart_unit (extension): one line's units, kept within 1 and the stock there -> the cart. */
    async setCartUnit(customerId: number, productId: number, unit: number): Promise<CartItem[]> {
      const body = await call("POST", "set_cart_unit", VendorCartListSchema, {
        userid: customerId,
        prod_id: productId,
        unit,
      });
      return body.data.map((item) => reshapeCartItem(item, images));
    },

    async deleteCartItem(customerId: number, productId: number): Promise<CartItem[]> {
      const body = await call("POST", "Delete_cart", VendorCartListSchema, { prod_id: productId, userid: customerId });
      return body.data.map((item) => reshapeCartItem(item, images));
    },

    /** The customer's orders, their lines named in the client's language or another (an email's). */
    async getOrders(customerId: number, asked: Locale = locale): Promise<Order[]> {
      const body = await call("POST", "GetOrderDetails", VendorOrderListSchema, { userid: customerId }, READS);
      return linesInLocale(reshapeOrders(body.data, images), asked, getProductsByIds);
    },

    /** POST /api/cancel_order (extension) -> the cancelled order. */
    async cancelOrder(customerId: number, orderId: number, cancel: CancelOrderBody): Promise<Order> {
      const body = await call("POST", "cancel_order", VendorOrderListSchema, {
        userid: customerId,
        order_id: orderId,
        reason: cancel.reason,
        comment: cancel.comment,
      });
      const order = reshapeOrders(body.data, images)[0];
      if (!order)
        throw new ShopApiError("upstream_invalid", "The shop API cancelled an order but sent no order (cancel_order).");
      return order;
    },

    /**
     * POST /api/insert_return (extension): a return of some of a delivered order's lines. A
     * ShopApiRefusal says why not (404 not this customer's order, 409 not returnable or a line
     * returned before, 400 more units than were bought).
     */
    async insertReturn(customerId: number, orderId: number, request: ReturnRequestBody): Promise<OrderReturn> {
      const body = await call("POST", "insert_return", VendorReturnListSchema, {
        userid: customerId,
        order_id: orderId,
        reason: request.reason,
        comment: request.comment,
        lines: request.lines.map((line) => ({ order_item_id: line.lineId, units: line.units })),
      });
      const saved = body.data[0];
      if (!saved)
        throw new ShopApiError("upstream_invalid", "The shop API wrote a return but sent none (insert_return).");
      return reshapeReturn(saved);
    },

    /** POST /api/claim_return_refunds (extension): open refunds of received returns now due, leased to this caller. */
    async claimReturnRefunds(limit: number): Promise<ClaimedReturnRefund[]> {
      const body = await call("POST", "claim_return_refunds", VendorClaimedReturnRefundsSchema, { limit });
      return body.data.map((row) => ({
        returnId: row.return_id,
        orderId: row.order_id,
        customerId: row.userid,
        paymentIntentId: row.payment_intent_id,
        amountPaise: paiseFromRupees(row.refund_amount),
      }));
    },

    /** POST /api/record_return_refund (extension): what the provider said; the return as it now is. */
    async recordReturnRefund(
      outcome: Exclude<RefundOutcome, { state: "released" }> & { returnId: number },
    ): Promise<{ recorded: boolean; orderReturn: OrderReturn }> {
      const body = await call("POST", "record_return_refund", VendorRecordedReturnRefundSchema, {
        return_id: outcome.returnId,
        state: outcome.state,
        refund_id: outcome.refundId ?? null,
        card_last4: outcome.cardLast4 ?? null,
        error: outcome.error ?? null,
      });
      const saved = body.data[0];
      if (!saved)
        throw new ShopApiError(
          "upstream_invalid",
          "The shop API recorded a refund but sent no return (record_return_refund).",
        );
      return { recorded: body.recorded, orderReturn: reshapeReturn(saved) };
    },

    /** POST /api/claim_order_refunds (extension): open refunds now due, leased to this caller. */
    async claimOrderRefunds(limit: number): Promise<ClaimedRefund[]> {
      const body = await call("POST", "claim_order_refunds", VendorClaimedRefundsSchema, { limit });
      return body.data.map(reshapeClaimedRefund);
    },

    /** POST /api/record_order_refund (extension): what the provider said; the order as it now is. */
    async recordOrderRefund(outcome: RefundOutcome & { orderId: number }): Promise<Order> {
      const body = await call("POST", "record_order_refund", VendorRecordedRefundSchema, {
        order_id: outcome.orderId,
        state: outcome.state,
        refund_id: outcome.refundId ?? null,
        card_last4: outcome.cardLast4 ?? null,
        error: outcome.error ?? null,
      });
      const order = reshapeOrders(body.data, images)[0];
      if (!order)
        throw new ShopApiError(
          "upstream_invalid",
          "The shop API recorded a refund but sent no order (record_order_refund).",
        );
      return order;
    },

    /**
     * POST /api/claim_outbox_messages (extension): customer messages now due, leased to this
     * caller; with `key`, that one message if it is open and not taken.
     */
    async claimOutboxMessages(claim: { limit: number } | { key: string }): Promise<ClaimedMessage[]> {
      const body = await call("POST", "claim_outbox_messages", VendorClaimedMessagesSchema, claim);
      return body.data.map((row) => ({
        key: row.key,
        kind: row.kind,
        orderId: row.order_id,
        customerId: row.userid,
        email: row.email,
        name: row.name,
        payload: row.payload ?? null,
        attempts: row.attempts,
        createdAt: row.created_at,
        locale: row.locale,
      }));
    },

    /**
     * POST /api/enqueue_contact_message (extension): a contact form's message into the outbox
     * under `key`; `created: false` when that key was written before (a double submit).
     */
    async enqueueContactMessage(
      key: string,
      message: ContactMessage,
      locale: Locale,
      receiptKey: string,
    ): Promise<{ created: boolean }> {
      const body = await call("POST", "enqueue_contact_message", VendorEnqueuedMessageSchema, {
        key,
        message,
        locale,
        receipt_key: receiptKey,
      });
      return { created: body.created };
    },

    /**
     * POST /api/enqueue_back_in_stock_messages (extension, decision 041): a back-in-stock message
     * for each stored alert whose product has returned to stock since its last one; the keys written.
     */
    async enqueueBackInStockMessages(): Promise<string[]> {
      const body = await call("POST", "enqueue_back_in_stock_messages", VendorEnqueuedBackInStockSchema, {});
      return body.created;
    },

    /** POST /api/get_customer_locale (extension): the language the customer's emails are written in. */
    async getCustomerLocale(customerId: number): Promise<Locale> {
      return (await call("POST", "get_customer_locale", VendorCustomerLocaleSchema, { userid: customerId })).locale;
    },

    /** POST /api/update_customer_locale (extension): the messages written from now on are in `locale`. */
    async updateCustomerLocale(customerId: number, locale: Locale): Promise<Locale> {
      const body = await call("POST", "update_customer_locale", VendorCustomerLocaleSchema, {
        userid: customerId,
        locale,
      });
      return body.locale;
    },

    /** POST /api/record_outbox_message (extension): what the mail server said about a message. */
    async recordOutboxMessage(outcome: { key: string; sent: boolean; error?: string }): Promise<{ gaveUp: boolean }> {
      const body = await call("POST", "record_outbox_message", VendorRecordedMessageSchema, {
        key: outcome.key,
        sent: outcome.sent,
        error: outcome.error ?? null,
      });
      return { gaveUp: body.gave_up };
    },

    /**
     * POST /api/GetProductReviews (extension): one page of a product's reviews, newest first, with
     * their count and how many give each rating. A ShopApiRefusal with status 404 means the shop
     * API lacks the extension.
     */
    async getProductReviews(productId: number, page: number, pageSize: number): Promise<ReviewsPage> {
      const body = await call(
        "POST",
        "GetProductReviews",
        VendorReviewPageSchema,
        { product_id: productId, page, page_size: pageSize },
        READS,
      );
      const distribution = Array.from({ length: 5 }, (_, index) => body.distribution[index] ?? 0);
      return { reviews: body.data.map(reshapeReview), total: body.total, page, pageSize, distribution };
    },

    /** POST /api/get_customer_review (extension): the customer's own review of a product, or null. */
    async getCustomerReview(customerId: number, productId: number): Promise<PublishedReview | null> {
      const body = await call(
        "POST",
        "get_customer_review",
        VendorReviewListSchema,
        { userid: customerId, product_id: productId },
        READS,
      );
      const row = body.data[0];
      return row ? reshapeReview(row) : null;
    },

    /** POST /api/insert_review (extension): the published review; a 409 ShopApiRefusal when one exists. */
    async insertReview(customerId: number, productId: number, draft: ReviewDraft): Promise<PublishedReview> {
      const body = await call("POST", "insert_review", VendorReviewListSchema, {
        userid: customerId,
        product_id: productId,
        rating: draft.rating,
        text: draft.text,
      });
      const row = body.data[0];
      if (!row)
        throw new ShopApiError("upstream_invalid", "The shop API wrote a review but sent none (insert_review).");
      return reshapeReview(row);
    },

    /** POST /api/update_review (extension): the changed review, or null when it is not this customer's. */
    async updateReview(customerId: number, reviewId: number, draft: ReviewDraft): Promise<PublishedReview | null> {
      const body = await orNull(
        call("POST", "update_review", VendorReviewListSchema, {
          userid: customerId,
          review_id: reviewId,
          rating: draft.rating,
          text: draft.text,
        }),
      );
      const row = body?.data[0];
      return row ? reshapeReview(row) : null;
    },

    /** POST /api/delete_review (extension): false when it is not this customer's review. */
    async deleteReview(customerId: number, reviewId: number): Promise<boolean> {
      const body = await orNull(
        call("POST", "delete_review", VendorOkSchema, { userid: customerId, review_id: reviewId }),
      );
      return body !== null;
    },

    /**
     * POST /api/create_password_reset (extension): stores a reset link's token hash for the
     * account with `email`, and names its customer; null when no account has that email. A
     * ShopApiRefusal with status 404 means the shop API lacks the extension.
     */
    async createPasswordReset(
      email: string,
      tokenHash: string,
    ): Promise<{ customerId: number; email: string; name: string; locale: Locale } | null> {
      const body = await call("POST", "create_password_reset", VendorPasswordResetSchema, {
        email,
        token_hash: tokenHash,
      });
      const row = body.data[0];
      return row ? { customerId: row.userid, email: row.email, name: row.name.trim(), locale: row.locale } : null;
    },

    /** POST /api/check_password_reset (extension): resolves when the link can still set a password; refused (404, 410) when not. */
    async checkPasswordReset(tokenHash: string): Promise<void> {
      await call("POST", "check_password_reset", VendorOkSchema, { token_hash: tokenHash }, READS);
    },

    /**
     * POST /api/use_password_reset (extension): sets the password through the link whose token
     * hashes to `tokenHash`, once; a ShopApiRefusal (404 unknown, 410 used or expired) otherwise.
     */
    async usePasswordReset(tokenHash: string, password: string): Promise<{ user: SessionUser; resetId: number }> {
      const body = await call("POST", "use_password_reset", VendorUsedPasswordResetSchema, {
        token_hash: tokenHash,
        password,
      });
      const row = body.data[0];
      if (!row) throw new ShopApiError("upstream_invalid", "The shop API changed a password but sent no customer.");
      return { user: { id: row.id, name: row.user_name.trim() }, resetId: body.reset_id };
    },

    // ---- The customer's wishlist and back-in-stock alerts (extensions, decision 041) ----

    /** POST /api/get_wishlist: the customer's wishlist ids, newest first. */
    async getWishlist(customerId: number): Promise<number[]> {
      return reshapeWishlist(await call("POST", "get_wishlist", VendorWishlistSchema, { userid: customerId }, READS));
    },

    /** POST /api/replace_wishlist: the list becomes `ids` (newest first); the stored list. */
    async replaceWishlist(customerId: number, ids: readonly number[]): Promise<number[]> {
      return reshapeWishlist(
        await call("POST", "replace_wishlist", VendorWishlistSchema, { userid: customerId, prod_ids: ids }),
      );
    },

    /** POST /api/get_stock_alerts: the products the customer follows, newest first, and which were seen back. */
    async getStockAlerts(customerId: number): Promise<StockAlertRecord> {
      return reshapeStockAlerts(
        await call("POST", "get_stock_alerts", VendorStockAlertsSchema, { userid: customerId }, READS),
      );
    },

    /** POST /api/add_stock_alert: follows the product, once; a 409 ShopApiRefusal when the list is full. */
    async addStockAlert(customerId: number, productId: number): Promise<StockAlertRecord> {
      return reshapeStockAlerts(
        await call("POST", "add_stock_alert", VendorStockAlertsSchema, { userid: customerId, prod_id: productId }),
      );
    },

    /** POST /api/remove_stock_alert: the alert is gone (or was never there). */
    async removeStockAlert(customerId: number, productId: number): Promise<StockAlertRecord> {
      return reshapeStockAlerts(
        await call("POST", "remove_stock_alert", VendorStockAlertsSchema, { userid: customerId, prod_id: productId }),
      );
    },

    /** POST /api/mark_stock_alerts_seen: these are seen back in stock, the others not. */
    async markStockAlertsSeen(customerId: number, productIds: readonly number[]): Promise<StockAlertRecord> {
      return reshapeStockAlerts(
        await call("POST", "mark_stock_alerts_seen", VendorStockAlertsSchema, {
          userid: customerId,
          prod_ids: productIds,
        }),
      );
    },

    /** POST /api/get_consent (extension, decision 047): the customer's news consent now. */
    async getNewsConsent(customerId: number): Promise<boolean> {
      return (await call("POST", "get_consent", VendorConsentSchema, { userid: customerId }, READS)).granted;
    },

    /** POST /api/record_consent (extension, decision 047): a grant or a withdrawal, with where and what was shown. */
    async recordNewsConsent(customerId: number, record: NewsConsentRecord): Promise<boolean> {
      const body = await call("POST", "record_consent", VendorRecordedConsentSchema, {
        userid: customerId,
        granted: record.granted,
        source: record.source,
        wording_version: NEWS_CONSENT_WORDING,
        locale: record.locale,
        client_address: clientAddress,
      });
      return body.granted;
    },

    /** POST /api/stop_stock_alerts: every alert of the customer stops; how many there were. */
    async stopStockAlerts(customerId: number): Promise<number> {
      return (await call("POST", "stop_stock_alerts", VendorStoppedAlertsSchema, { userid: customerId })).stopped;
    },

    /**
     * POST /api/merge_wishlist, the carry-over from Netlify Blobs (scripts/records-to-d1.mjs): the
     * ids not on the list yet go below it, in order, while there is room; how many were added.
     */
    async mergeWishlist(customerId: number, ids: readonly number[]): Promise<number> {
      return (await call("POST", "merge_wishlist", VendorMergedSchema, { userid: customerId, prod_ids: ids })).added;
    },

    /** POST /api/merge_stock_alerts, the carry-over of the alerts, as mergeWishlist; how many were added. */
    async mergeStockAlerts(customerId: number, record: StockAlertRecord): Promise<number> {
      const alerts = record.items.map((item) => ({
        prod_id: item.id,
        name: item.name,
        seen: record.seen.includes(item.id),
      }));
      return (await call("POST", "merge_stock_alerts", VendorMergedSchema, { userid: customerId, alerts })).added;
    },

    // ---- end of the customer's lists ----

    // ---- the customer's own data (decision 049) ----

    /** POST /api/get_customer_data (extension): every section of what the shop API holds about the customer. */
    async getCustomerData(customerId: number): Promise<Record<string, unknown>> {
      return (await call("POST", "get_customer_data", VendorCustomerDataSchema, { userid: customerId }, READS)).data;
    },

    /**
     * POST /api/delete_customer (extension): checks the password, then deletes the customer's
     * personal data and writes the last message; `already` when it was deleted before.
     */
    async deleteCustomer(customerId: number, password: string): Promise<{ already: boolean }> {
      const body = await call("POST", "delete_customer", VendorDeletedCustomerSchema, { userid: customerId, password });
      return { already: body.already };
    },

    // ---- end of the customer's own data ----
    // ---- guests (issue 42, decision 051) ----

    /** POST /api/insert_guest -> a new guest, a customer that can check out but never sign in. */
    async insertGuest(email: string, guestLocale: Locale): Promise<SessionUser | null> {
      const body = await call("POST", "insert_guest", VendorUserListSchema, { email, locale: guestLocale });
      const user = body.data[0];
      return user ? { id: user.id, name: user.user_name } : null;
    },

    /** POST /api/find_order_by_email -> the guest order with this number and email, or null. */
    async findGuestOrder(orderId: number, email: string): Promise<Order | null> {
      const body = await orNull(
        call("POST", "find_order_by_email", VendorOrderListSchema, { order_id: orderId, email }, READS),
      );
      return body ? (reshapeOrders(body.data, images)[0] ?? null) : null;
    },

    // ---- end of guests ----

    /** A guest's order link (decision 060): functions/_shared/shop-api-guest-links.ts. */
    guestLinks: guestLinkCalls(call, orNull),

    /** POST /api/insert_order (extension): idempotent per payment intent. */
    async insertOrder(order: PaidOrder): Promise<{ created: boolean; order: Order }> {
      const body = await call("POST", "insert_order", VendorInsertOrderSchema, insertOrderPayload(order));
      const saved = reshapeOrders(body.data, images)[0];
      if (!saved)
        throw new ShopApiError("upstream_invalid", "The shop API recorded an order but sent no order (insert_order).");
      return { created: body.created, order: saved };
    },
  };
}

export type ShopApiClient = ReturnType<typeof createShopApiClient>;

/** A cancelled order's refund that is due, as claim_order_refunds hands it out. */
export interface ClaimedRefund {
  orderId: number;
  customerId: number;
  paymentIntentId: string;
  state: RefundState;
  refundId: string | null;
  amountPaise: Paise;
  attempts: number;
}

/** A received return's refund that is due, as claim_return_refunds hands it out. */
export interface ClaimedReturnRefund {
  returnId: number;
  orderId: number;
  customerId: number;
  paymentIntentId: string;
  amountPaise: Paise;
}

/** A grant or withdrawal of the news consent, as a form or an unsubscribe makes it. */
export interface NewsConsentRecord {
  granted: boolean;
  source: ConsentSource;
  locale: Locale;
}

/** A customer message that is due, as claim_outbox_messages hands it out. */
export interface ClaimedMessage {
  key: string;
  kind: MessageKind;
  orderId: number | null;
  /** None for a contact message: it goes to the shop's inbox. */
  customerId: number | null;
  /** The customer's address and name as the shop API has them now. */
  email: string | null;
  name: string;
  /** A contact message's content as the form sent it (checked again when it is sent). */
  payload: unknown;
  attempts: number;
  createdAt: string;
  /** The language it was written in, decided when it was written (the customer's then, or the contact page's). */
  locale: Locale;
}

/** What one attempt at a refund came to (never `requested`: that is the state before any). */
export interface RefundOutcome {
  state: Exclude<RefundState, "requested">;
  refundId?: string | null;
  cardLast4?: string | null;
  error?: string | null;
}
