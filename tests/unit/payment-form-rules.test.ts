// The payment page's pure rules: which card form a build carries, the checkout in its URL, the
// /complete URL a confirmation lands on, and how the test-mode form reads what shoppers type.
import { describe, expect, it } from "vitest";
import { cardNumberDigits, formatCardNumber, formatExpiry, splitExpiry } from "@/features/payment/utils/card-input";
import { cardPaymentsFrom } from "@/features/payment/utils/card-payments";
import { en } from "@/lib/i18n/catalogs/en";
import { PAYMENT_OPTIONS } from "@/features/payment/utils/payment-options";
import {
  checkoutFromQuery,
  completePath,
  orderConfirmationPath,
  returnUrl,
} from "@/features/payment/utils/payment-urls";

describe("cardPaymentsFrom", () => {
  it("prefers Stripe whenever a publishable key is set", () => {
    expect(cardPaymentsFrom("pk_test_123", "http://localhost:12111", "pk_test_local")).toEqual({
      kind: "stripe",
      publishableKey: "pk_test_123",
    });
    expect(cardPaymentsFrom(" pk_live_9 ", undefined, undefined)).toEqual({
      kind: "stripe",
      publishableKey: "pk_live_9",
    });
  });

  it("uses the sandbox (its URL and key) without a Stripe key, and nothing without either", () => {
    expect(cardPaymentsFrom(undefined, "http://localhost:12111/", "pk_test_local")).toEqual({
      kind: "sandbox",
      sandboxUrl: "http://localhost:12111",
      publishableKey: "pk_test_local",
    });
    expect(cardPaymentsFrom(undefined, "http://localhost:12111/", undefined)).toEqual({ kind: "none" });
    expect(cardPaymentsFrom("", "  ", "pk_test_local")).toEqual({ kind: "none" });
    expect(cardPaymentsFrom(undefined, undefined, undefined)).toEqual({ kind: "none" });
    expect(cardPaymentsFrom(true, 12111, 1)).toEqual({ kind: "none" });
  });
});

describe("PAYMENT_OPTIONS", () => {
  it("lists SPEC.md's five modes in order, only the first available", () => {
    expect(PAYMENT_OPTIONS.map((option) => [en[option.label], option.available])).toEqual([
      ["Online payment (Stripe)", true],
      ["Credit/Debit Card", false],
      ["Pay Later", false],
      ["Wallets", false],
      ["Net Banking", false],
    ]);
  });
});

describe("checkoutFromQuery", () => {
  const read = (query: string) => checkoutFromQuery(new URLSearchParams(query));

  it("reads the address and the distinct item ids", () => {
    expect(read("addressId=5&items=3,17")).toEqual({ addressId: 5, items: [3, 17] });
    expect(read("items=3&addressId=12")).toEqual({ addressId: 12, items: [3] });
  });

  it("refuses a missing or malformed address or item list", () => {
    for (const query of [
      "",
      "addressId=5",
      "items=3",
      "addressId=0&items=3",
      "addressId=x&items=3",
      "addressId=5&items=",
      "addressId=5&items=3,3",
      "addressId=5&items=3,a",
      "addressId=1e3&items=3",
    ]) {
      expect(read(query), query).toBeNull();
    }
  });
});

describe("payment URLs", () => {
  const secret = "pi_3AbC_secret_XyZ9";

  it("returns to /complete with the query Stripe appends to return_url", () => {
    const page = new URL("http://localhost:8888/paymentpage?addressId=5&items=3");
    expect(returnUrl(page)).toBe("http://localhost:8888/complete");
    expect(returnUrl(new URL("http://localhost:8888/fr/paymentpage/?items=3"))).toBe(
      "http://localhost:8888/fr/complete",
    );
    expect(completePath(new URL("http://localhost:8888/fr/PaymentPage"), secret, "failed")).toBe(
      `/fr/complete?payment_intent=pi_3AbC&payment_intent_client_secret=${secret}&redirect_status=failed`,
    );
    expect(completePath(page, secret, "succeeded")).toBe(
      `/complete?payment_intent=pi_3AbC&payment_intent_client_secret=${secret}&redirect_status=succeeded`,
    );
    expect(completePath(page, secret, "failed")).toBe(
      `/complete?payment_intent=pi_3AbC&payment_intent_client_secret=${secret}&redirect_status=failed`,
    );
  });

  it("links the order confirmation by the intent id", () => {
    expect(orderConfirmationPath("pi_3AbC")).toBe("/order-confirmation?payment_intent=pi_3AbC");
  });
});

describe("card input", () => {
  it("groups the card number by four, digits only, at most 19", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 42a42")).toBe("4242 4242 4242");
    expect(formatCardNumber("12345678901234567890123")).toBe("1234 5678 9012 3456 789");
    expect(cardNumberDigits("4242 4242 4242 4242")).toBe("4242424242424242");
  });

  it("writes the expiry as MM / YY and splits it back however it was typed", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("123")).toBe("12 / 3");
    expect(formatExpiry("12/345")).toBe("12 / 34");
    expect(splitExpiry("12 / 34")).toEqual({ month: "12", year: "34" });
    expect(splitExpiry("1/2030")).toEqual({ month: "1", year: "2030" });
    expect(splitExpiry("1334")).toEqual({ month: "13", year: "34" });
    expect(splitExpiry("")).toEqual({ month: "", year: "" });
  });
});
