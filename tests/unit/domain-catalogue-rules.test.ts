import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import { AddressFormSchema, FIELD_REQUIRED, POSTAL_CODE_INVALID } from "@/domain/address";
import { CartPutBodySchema, clampUnit } from "@/domain/cart";
import { CheckoutBodySchema, intentIdFromClientSecret, SELECT_OR_ADD_ADDRESS } from "@/domain/checkout";
import { parseIdText } from "@/domain/ids";
import { CancelOrderBodySchema, isCancellable } from "@/domain/order";
import { discountPercent, matchesSearch, pageOf, priceInRange, ProductQuerySchema } from "@/domain/product";
import { findTaxRate } from "@/domain/tax";

const messages = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.map((issue) => issue.message) ?? [];

describe("GET /api/products query", () => {
  it("defaults page 1 and page size 12, and reads numbers from text", () => {
    expect(v.parse(ProductQuerySchema, {})).toEqual({ page: 1, pageSize: 12 });
    expect(
      v.parse(ProductQuerySchema, { subcat: "3", min: "10", max: "499.50", q: "  shirt ", page: "2", pageSize: "48" }),
    ).toEqual({
      subcat: 3,
      // Links say rupees; the query carries paise.
      min: 1000,
      max: 49950,
      q: "shirt",
      page: 2,
      pageSize: 48,
    });
  });

  it.each([
    [{ pageSize: "49" }],
    [{ pageSize: "0" }],
    [{ page: "0" }],
    [{ page: "-1" }],
    [{ page: "1.5" }],
    [{ subcat: "abc" }],
    [{ subcat: "0" }],
    [{ min: "-5" }],
    [{ min: "1e3" }],
    [{ min: "600", max: "500" }],
    [{ q: "x".repeat(101) }],
  ])("refuses %o", (query) => {
    expect(v.safeParse(ProductQuerySchema, query).success).toBe(false);
  });
});

describe("catalogue rules (SPEC.md sections 7 and 9)", () => {
  it("a product is in range when its discount price or its original price is", () => {
    const p = paiseFromRupees;
    expect(priceInRange({ discountPrice: p(400), originalPrice: p(900) }, p(500), p(1000))).toBe(true);
    expect(priceInRange({ discountPrice: p(400), originalPrice: p(900) }, p(100), p(450))).toBe(true);
    expect(priceInRange({ discountPrice: p(400), originalPrice: p(900) }, p(450), p(800))).toBe(false);
    expect(priceInRange({ discountPrice: p(500), originalPrice: p(500) }, p(500), p(500))).toBe(true);
    expect(priceInRange({ discountPrice: p(400), originalPrice: p(900) }, undefined, p(400))).toBe(true);
    expect(priceInRange({ discountPrice: p(400), originalPrice: p(900) }, p(901), undefined)).toBe(false);
  });

  it("search needs every word somewhere in name, category, subcategory or search text", () => {
    const product = { name: "Linen Shirt", category: "Men", subcategory: "Shirts", searchText: "summer casual" };
    expect(matchesSearch(product, "linen")).toBe(true);
    expect(matchesSearch(product, "MEN summer")).toBe(true);
    expect(matchesSearch(product, "linen wool")).toBe(false);
    expect(matchesSearch(product, "   ")).toBe(true);
  });

  it("pages are 1-based slices; past the end is empty", () => {
    const items = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(pageOf(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageOf(items, 3, 12)).toEqual([25]);
    expect(pageOf(items, 4, 12)).toEqual([]);
  });

  it("discount percent is round((original - discount) / original x 100)", () => {
    const p = paiseFromRupees;
    expect(discountPercent(p(1000), p(667))).toBe(33);
    expect(discountPercent(p(1000), p(665))).toBe(34);
    expect(discountPercent(p(0), p(0))).toBe(0);
  });
});

describe("cart rules", () => {
  it("units are whole numbers from 1; a product appears once", () => {
    expect(v.safeParse(CartPutBodySchema, { items: [{ id: 1, unit: 2 }] }).success).toBe(true);
    for (const unit of [0, -1, 1.5, "2", null]) {
      expect(v.safeParse(CartPutBodySchema, { items: [{ id: 1, unit }] }).success, `unit ${String(unit)}`).toBe(false);
    }
    expect(
      messages(CartPutBodySchema, {
        items: [
          { id: 1, unit: 1 },
          { id: 1, unit: 2 },
        ],
      }),
    ).toContain("Each product may appear only once; add units instead.");
  });

  it("clamps units between 1 and the stock", () => {
    expect(clampUnit(5, 3)).toBe(3);
    expect(clampUnit(0, 3)).toBe(1);
    expect(clampUnit(2, 0)).toBe(1);
  });
});

describe("address form (SPEC.md section 5)", () => {
  it("every field is required with 'This field is required', missing or blank", () => {
    const result = v.safeParse(AddressFormSchema, { name: "  " });
    expect(result.success).toBe(false);
    const fields = new Set(result.issues?.map((issue) => v.getDotPath(issue)));
    expect([...fields].sort()).toEqual(["city", "email", "locality", "mobile", "name", "province", "street", "zip"]);
    expect(new Set(result.issues?.map((issue) => issue.message))).toEqual(new Set([FIELD_REQUIRED]));
  });

  it("zip is numeric, or a Canadian postal code (issue 31)", () => {
    const form = {
      name: "A B",
      email: "a@b.co",
      mobile: "4165550123",
      zip: "12a45",
      street: "s",
      locality: "l",
      city: "c",
      province: "Ontario",
    };
    expect(messages(AddressFormSchema, form)).toEqual([POSTAL_CODE_INVALID]);
    expect(v.safeParse(AddressFormSchema, { ...form, zip: "12345" }).success).toBe(true);
    expect(v.safeParse(AddressFormSchema, { ...form, zip: "K1A 0B1" }).success).toBe(true);
  });
});

describe("checkout, orders, ids, taxes", () => {
  it("checkout needs an address id, and a non-empty selection when one is given", () => {
    expect(messages(CheckoutBodySchema, { addressId: 0 })).toEqual([SELECT_OR_ADD_ADDRESS]);
    expect(messages(CheckoutBodySchema, {})).toEqual([SELECT_OR_ADD_ADDRESS]);
    expect(messages(CheckoutBodySchema, { addressId: 2, items: [] })).toEqual([
      "Please select at least one product to proceed.",
    ]);
    // Anything else a body claims (amounts, prices) is not part of the request at all.
    expect(v.parse(CheckoutBodySchema, { addressId: 2, amount: 1, total: 1 })).toEqual({ addressId: 2 });
  });

  it("reads the intent id from a client secret, and nothing else", () => {
    expect(intentIdFromClientSecret("pi_123abc_secret_XYZ789")).toBe("pi_123abc");
    expect(intentIdFromClientSecret("pi_123abc")).toBeNull();
    expect(intentIdFromClientSecret("pi_1/../x_secret_y")).toBeNull();
  });

  it("cancellation needs a listed reason and a 10-character comment", () => {
    expect(v.safeParse(CancelOrderBodySchema, { reason: "Cash Issue", comment: "  changed my mind  " }).success).toBe(
      true,
    );
    expect(messages(CancelOrderBodySchema, { reason: "Because", comment: "short" })).toEqual([
      "Please select a reason for cancellation.",
      "Please enter at least 10 characters in the comments.",
    ]);
    expect(isCancellable("Placed")).toBe(true);
    expect(isCancellable("Delivered")).toBe(false);
    expect(isCancellable("Cancelled")).toBe(false);
  });

  it("ids from text are plain positive digits", () => {
    expect(parseIdText("42")).toBe(42);
    for (const text of ["0", "-1", "1e3", "0x10", " 7", "7 ", "", null, "99999999999999999999"])
      expect(parseIdText(text)).toBeNull();
  });

  it("finds a province's rates by name or code", () => {
    const rates = [
      { province: "British Columbia", code: "BC" },
      { province: "Ontario", code: "ON" },
    ];
    expect(findTaxRate(rates, "british columbia")?.code).toBe("BC");
    expect(findTaxRate(rates, "ON")?.province).toBe("Ontario");
    expect(findTaxRate(rates, "")).toBeUndefined();
    expect(findTaxRate(rates, "Yukon")).toBeUndefined();
  });
});
