// Canadian postal codes (issue 31): the shape, the stored form and the province's first letters.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AddressFormSchema } from "@/domain/address";
import {
  normalizePostalCode,
  POSTAL_CODE_OR_ZIP,
  POSTAL_DISTRICTS,
  postalCodeFitsProvince,
  wrongDistrictMessage,
} from "@/domain/postal-code";
import { checkForm } from "@/lib/form-check";
import { TAXES } from "../../shop-api/seed/generate.mjs";

// The texts a shopper reads, written out: a test importing the constants could not catch a changed wording.
const POSTAL_CODE_INVALID = "Please enter a postal code like M5V 3L9, or a numeric zip code.";
const FIELD_REQUIRED = "This field is required";

const FIELDS = ["name", "email", "mobile", "street", "locality", "city", "province", "zip"] as const;
const FORM = {
  name: "Asha Rao",
  email: "asha@shop.test",
  mobile: "4165550100",
  street: "220 King Street West",
  locality: "Entertainment District",
  city: "Toronto",
  province: "Ontario",
  zip: "M5V 3L9",
};

/** Canada Post's first letters, written out here rather than read from the table under test. */
const FIRST_LETTERS: Record<string, string> = {
  NL: "A",
  NS: "B",
  PE: "C",
  NB: "E",
  QC: "GHJ",
  ON: "KLMNP",
  MB: "R",
  SK: "S",
  AB: "T",
  BC: "V",
  NU: "X",
  NT: "X",
  YT: "Y",
};
const ALL_FIRST_LETTERS = "ABCEGHJKLMNPRSTVXY";

describe("postal code shape", () => {
  it("accepts A1A 1A1 with or without the space, in any case, and digits", () => {
    for (const code of ["M5V 3L9", "m5v3l9", "M5v 3l9", "V6E3P3", "12345", "416001"])
      expect(POSTAL_CODE_OR_ZIP.test(code), code).toBe(true);
  });

  it("refuses other shapes and the letters Canada Post never uses", () => {
    for (const code of [
      "M5V-3L9",
      "M5V  3L9",
      "M5 V3L9",
      "5MV 3L9",
      "M5V 3L",
      "12-AB",
      "D1A 1A1",
      "W1A 1A1",
      "M5V 3O9",
      "A1U 1A1",
      "ABC",
      "",
    ])
      expect(POSTAL_CODE_OR_ZIP.test(code), code).toBe(false);
  });

  it("is stored and shown as A1A 1A1; digits as typed", () => {
    expect(normalizePostalCode(" m5v3l9 ")).toBe("M5V 3L9");
    expect(normalizePostalCode("v6e 3p3")).toBe("V6E 3P3");
    expect(normalizePostalCode(" 416001")).toBe("416001");
  });
});

describe("the province's first letters", () => {
  it("covers every province and territory of the tax table, by name and code", () => {
    expect(POSTAL_DISTRICTS.map((district) => [district.province, district.code]).sort()).toEqual(
      TAXES.map((tax) => [tax.province, tax.code]).sort(),
    );
    for (const district of POSTAL_DISTRICTS) expect(district.letters).toBe(FIRST_LETTERS[district.code]);
  });

  it("accepts a code only in its own province, by name or code in any case", () => {
    for (const tax of TAXES) {
      const own = FIRST_LETTERS[tax.code] ?? "";
      for (const letter of ALL_FIRST_LETTERS) {
        const code = `${letter}1A 1A1`;
        expect(postalCodeFitsProvince(code, tax.province), `${code} in ${tax.province}`).toBe(own.includes(letter));
        expect(postalCodeFitsProvince(code.toLowerCase(), tax.code.toLowerCase())).toBe(own.includes(letter));
      }
    }
  });

  it("names the expected letters", () => {
    expect(wrongDistrictMessage("Ontario")).toBe("A postal code in Ontario starts with K, L, M, N or P.");
    expect(wrongDistrictMessage("QC")).toBe("A postal code in Quebec starts with G, H or J.");
    expect(wrongDistrictMessage("british columbia")).toBe("A postal code in British Columbia starts with V.");
  });

  it("lets a numeric zip through, and a province the table does not know", () => {
    expect(postalCodeFitsProvince("12345", "Ontario")).toBe(true);
    expect(postalCodeFitsProvince("V6E 3P3", "Atlantis")).toBe(true);
  });
});

describe("the address form's zip", () => {
  it("stores a postal code as A1A 1A1", () => {
    expect(checkForm(AddressFormSchema, { ...FORM, zip: " m5v3l9 " }, FIELDS)).toEqual({
      ok: true,
      output: { ...FORM, zip: "M5V 3L9" },
    });
    expect(checkForm(AddressFormSchema, { ...FORM, zip: "12345" }, FIELDS)).toMatchObject({ ok: true });
  });

  it("refuses a postal code of another province at the zip, with the province's letters", () => {
    expect(checkForm(AddressFormSchema, { ...FORM, zip: "V6E 3P3" }, FIELDS)).toEqual({
      ok: false,
      errors: { zip: "A postal code in Ontario starts with K, L, M, N or P." },
    });
    // Said together with the other fields' messages, not only once they are fixed.
    expect(checkForm(AddressFormSchema, { ...FORM, name: "", zip: "V6E 3P3" }, FIELDS)).toEqual({
      ok: false,
      errors: { name: FIELD_REQUIRED, zip: "A postal code in Ontario starts with K, L, M, N or P." },
    });
  });

  it("says the shape first, and nothing about the province while none is chosen", () => {
    expect(checkForm(AddressFormSchema, { ...FORM, zip: "12-AB" }, FIELDS)).toEqual({
      ok: false,
      errors: { zip: POSTAL_CODE_INVALID },
    });
    expect(checkForm(AddressFormSchema, { ...FORM, province: "", zip: "V6E 3P3" }, FIELDS)).toEqual({
      ok: false,
      errors: { province: FIELD_REQUIRED },
    });
    expect(v.safeParse(AddressFormSchema, { ...FORM, province: "QC", zip: "h2x 1y4" }).output).toMatchObject({
      zip: "H2X 1Y4",
    });
  });
});
