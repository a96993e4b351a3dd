// A mobile and a zip that can be delivered to (issue 40): src/domain/phone.ts and postal-code.ts, through the address form's schema.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AddressFormSchema } from "@/domain/address";
import { normalizeMobile } from "@/domain/phone";

const FORM = {
  name: "Asha Rao",
  email: "asha@shop.test",
  mobile: "4165550123",
  street: "1 King St W",
  locality: "Downtown",
  city: "Montréal",
  province: "Quebec",
  zip: "H2X 1Y4",
};
const MOBILE_INVALID = "Please enter a 10-digit phone number, like 416 555 0123.";
const POSTAL_CODE_INVALID = "Please enter a postal code like M5V 3L9, or a numeric zip code.";

describe("the mobile of an address", () => {
  it("takes a North American number however it is written, and keeps its 10 digits", () => {
    for (const typed of [
      "4165550123",
      "416 555 0123",
      "416-555-0123",
      "(416) 555-0123",
      "+1 416 555 0123",
      "1-416-555-0123",
      "416.555.0123",
    ]) {
      expect(normalizeMobile(typed), typed).toBe("4165550123");
      const parsed = v.safeParse(AddressFormSchema, { ...FORM, mobile: typed });
      expect(parsed.success && parsed.output.mobile, typed).toBe("4165550123");
    }
  });

  it("refuses what no one can call", () => {
    for (const typed of [
      "1",
      "12345",
      "416555012",
      "41655501234",
      "0165550123",
      "4160550123",
      "+44 20 7946 0958",
      "416-555-01a3",
    ]) {
      expect(
        v.safeParse(AddressFormSchema, { ...FORM, mobile: typed }).issues?.map((issue) => issue.message),
        typed,
      ).toEqual([MOBILE_INVALID]);
    }
  });

  it("still says 'This field is required' for an empty one, and only that", () => {
    expect(v.safeParse(AddressFormSchema, { ...FORM, mobile: "  " }).issues?.map((issue) => issue.message)).toEqual([
      "This field is required",
    ]);
  });
});

describe("a numeric zip", () => {
  it("has 5 or 6 digits; the Canadian form is as before", () => {
    for (const zip of ["12345", "416001", "H2X 1Y4", "h2x1y4"])
      expect(v.safeParse(AddressFormSchema, { ...FORM, zip }).success, zip).toBe(true);
    for (const zip of ["1", "1234", "1234567"]) {
      expect(
        v.safeParse(AddressFormSchema, { ...FORM, zip }).issues?.map((issue) => issue.message),
        zip,
      ).toEqual([POSTAL_CODE_INVALID]);
    }
  });
});
