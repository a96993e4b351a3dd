// Where the address form and the sign-in go back to (src/lib/safe-return-to.ts, src/features/account/utils/return-to.ts).
import { describe, expect, it } from "vitest";
import { returnTarget, withAddressId } from "@/features/account/utils/return-to";
import { returnToIn, safeReturnTo, signInPath, withReturnTo } from "@/lib/safe-return-to";

describe("safeReturnTo", () => {
  it("accepts paths on this site, with their query and fragment", () => {
    for (const path of [
      "/",
      "/your-address",
      "/checkout2",
      "/Checkout2",
      "/overview?tab=1",
      "/your-orders#latest",
      "/a/b/c",
    ]) {
      expect(safeReturnTo(path), path).toBe(path);
    }
  });

  it("refuses anything that could leave the site or is not a path", () => {
    const refused = [
      "//evil.example",
      "//evil.example/your-address",
      "/\\evil.example",
      "\\\\evil.example",
      "/your-address\\..\\x",
      "https://evil.example",
      "http:/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "your-address",
      "",
      " /your-address",
      "/\t/evil.example",
      "/\n/evil.example",
      "/your address",
      "/\u0000x",
    ];
    for (const value of refused) expect(safeReturnTo(value), JSON.stringify(value)).toBeNull();
  });

  it("treats a missing value as no target", () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });
});

describe("returnTarget", () => {
  it("falls back to the address list", () => {
    expect(returnTarget("/checkout2")).toBe("/checkout2");
    expect(returnTarget("//evil.example")).toBe("/your-address");
    expect(returnTarget(null)).toBe("/your-address");
  });
});

describe("withAddressId", () => {
  it("adds the id as the query of a bare path", () => {
    expect(withAddressId("/checkout2", 7)).toBe("/checkout2?addressId=7");
  });

  it("appends to an existing query and keeps the fragment last", () => {
    expect(withAddressId("/overview?tab=orders", 7)).toBe("/overview?tab=orders&addressId=7");
    expect(withAddressId("/your-address#list", 12)).toBe("/your-address?addressId=12#list");
    expect(withAddressId("/x?a=1#f", 3)).toBe("/x?a=1&addressId=3#f");
  });

  it("replaces an older addressId instead of adding a second one", () => {
    expect(withAddressId("/checkout2?addressId=4", 9)).toBe("/checkout2?addressId=9");
  });
});

describe("signInPath", () => {
  it("carries the page to come back to, encoded, and safeReturnTo gives it back", () => {
    const path = signInPath("/product/12?tab=reviews");
    expect(path).toBe("/login?returnTo=%2Fproduct%2F12%3Ftab%3Dreviews");
    const back = new URL(path, "https://shop.example").searchParams.get("returnTo");
    expect(safeReturnTo(back)).toBe("/product/12?tab=reviews");
  });
});

describe("withReturnTo and returnToIn", () => {
  it("carry a page of this site from one form to the other, and drop anything else", () => {
    expect(withReturnTo("/register", "/product/3")).toBe("/register?returnTo=%2Fproduct%2F3");
    expect(withReturnTo("/register", null)).toBe("/register");
    expect(returnToIn(new URLSearchParams("returnTo=%2Fproduct%2F3"))).toBe("/product/3");
    expect(returnToIn(new URLSearchParams("returnTo=%2F%2Fevil.example"))).toBeNull();
    expect(returnToIn(new URLSearchParams(""))).toBeNull();
  });
});
