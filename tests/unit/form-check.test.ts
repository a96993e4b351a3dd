// One message per field from a schema (src/lib/form-check.ts), with the shop's real form schemas.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { RegisterBodySchema } from "@/domain/account";
import { AddressFormSchema } from "@/domain/address";
import { checkForm, firstInvalidField, knownFieldErrors } from "@/lib/form-check";

// The texts a shopper reads, written out: a test importing the constants could not catch a changed wording.
const FIELD_REQUIRED = "This field is required";
const POSTAL_CODE_INVALID = "Please enter a postal code like M5V 3L9, or a numeric zip code.";
const INVALID_EMAIL = "Please enter a valid email address.";

const ADDRESS_FIELDS = ["name", "email", "mobile", "street", "locality", "city", "province", "zip"] as const;
const EMPTY_ADDRESS = { name: "", email: "", mobile: "", street: "", locality: "", city: "", province: "", zip: "" };
const ADDRESS = {
  name: "Asha Rao",
  email: "asha@shop.test",
  mobile: "4165550100",
  street: "12 Cedar Lane",
  locality: "Annex",
  city: "Toronto",
  province: "Ontario",
  zip: "12345",
};

const REGISTER_FIELDS = ["firstname", "lastname", "email", "mobileno", "password"] as const;
const REGISTRATION = {
  firstname: "Asha",
  lastname: "Rao",
  email: "asha@shop.test",
  mobileno: "4165550100",
  password: "Secret123",
};

describe("checkForm", () => {
  it("gives every field of an empty address form its one message", () => {
    expect(checkForm(AddressFormSchema, EMPTY_ADDRESS, ADDRESS_FIELDS)).toEqual({
      ok: false,
      errors: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, FIELD_REQUIRED])),
    });
  });

  it("returns the schema's output (trimmed) when every field passes", () => {
    expect(checkForm(AddressFormSchema, { ...ADDRESS, name: "  Asha Rao ", zip: " 12345 " }, ADDRESS_FIELDS)).toEqual({
      ok: true,
      output: ADDRESS,
    });
  });

  it("marks only the broken fields, each with its own rule's message", () => {
    expect(checkForm(AddressFormSchema, { ...ADDRESS, zip: "12a45", email: "plain" }, ADDRESS_FIELDS)).toEqual({
      ok: false,
      errors: { email: INVALID_EMAIL, zip: POSTAL_CODE_INVALID },
    });
  });

  it.each([
    ["sh0rt", "Password must be at least 8 characters long."],
    ["short", "Password must be at least 8 characters long."],
    ["lowercase1", "Password must contain at least one uppercase letter."],
    ["LONGENOUGH", "Password must contain at least one lowercase letter."],
    ["Longenough", "Password must contain at least one number."],
  ])("shows the first password rule %s breaks, in SPEC order, though it breaks more", (password, message) => {
    expect(checkForm(RegisterBodySchema, { ...REGISTRATION, password }, REGISTER_FIELDS)).toEqual({
      ok: false,
      errors: { password: message },
    });
  });

  it("leaves out issues about fields the form does not list", () => {
    expect(checkForm(AddressFormSchema, { ...EMPTY_ADDRESS, name: "Asha Rao" }, ["name", "email"])).toEqual({
      ok: false,
      errors: { email: FIELD_REQUIRED },
    });
    // Every issue is about an unlisted field: still a refusal, with nothing to show at a field.
    const badZip = { ...ADDRESS, zip: "x" };
    expect(checkForm(AddressFormSchema, badZip, ["name", "email"])).toEqual({ ok: false, errors: {} });
  });

  it("leaves out an issue with no field path (a rule about the whole form)", () => {
    const MatchingSchema = v.pipe(
      v.object({ password: v.string(), repeat: v.string() }),
      v.check((form) => form.password === form.repeat, "The passwords differ."),
    );
    expect(checkForm(MatchingSchema, { password: "a", repeat: "b" }, ["password", "repeat"])).toEqual({
      ok: false,
      errors: {},
    });
  });
});

describe("knownFieldErrors", () => {
  it("keeps the server's messages for the form's own fields only", () => {
    expect(knownFieldErrors(REGISTER_FIELDS, { email: "Email is required.", res_id: "bad", password: "" })).toEqual({
      email: "Email is required.",
    });
    expect(knownFieldErrors(REGISTER_FIELDS, undefined)).toEqual({});
  });
});

describe("firstInvalidField", () => {
  it("finds the first field with a message in screen order, whatever order the messages came in", () => {
    expect(
      firstInvalidField(ADDRESS_FIELDS, { zip: POSTAL_CODE_INVALID, province: FIELD_REQUIRED, email: INVALID_EMAIL }),
    ).toBe("email");
    expect(firstInvalidField(ADDRESS_FIELDS, {})).toBeUndefined();
  });
});
