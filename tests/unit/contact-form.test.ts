// The contact form's rule (src/domain/contact.ts, checked by src/features/contact/utils/contact-message.ts).
import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS } from "@/domain/contact";
import { checkContactMessage, EMPTY_CONTACT_VALUES } from "@/features/contact/utils/contact-message";
import { postedValues } from "@/lib/form/form-reply";

// The texts a shopper reads, written out: a test importing the constants could not catch a changed wording.
const FIELD_REQUIRED = "This field is required";
const MESSAGE_TOO_SHORT = "Please enter at least 10 characters.";

const valid = { name: "Asha Rao", email: "asha@shop.test", subject: "", message: "Where is my parcel, please?" };

describe("contact message rule", () => {
  it("marks every required field of an empty form, and not the optional subject", () => {
    expect(checkContactMessage(EMPTY_CONTACT_VALUES)).toEqual({
      ok: false,
      errors: { name: FIELD_REQUIRED, email: FIELD_REQUIRED, message: FIELD_REQUIRED },
    });
  });

  it("treats blank-only text as empty", () => {
    expect(checkContactMessage({ ...valid, name: "   ", message: "  \n " })).toEqual({
      ok: false,
      errors: { name: FIELD_REQUIRED, message: FIELD_REQUIRED },
    });
  });

  it.each(["plain", "a@b", "a b@c.de", "@shop.test"])(
    "refuses the email %s with the register form's message",
    (email) => {
      expect(checkContactMessage({ ...valid, email })).toEqual({
        ok: false,
        errors: { email: "Please enter a valid email address." },
      });
    },
  );

  it("needs at least 10 characters of message after trimming", () => {
    expect(checkContactMessage({ ...valid, message: "  too short " })).toEqual({
      ok: false,
      errors: { message: MESSAGE_TOO_SHORT },
    });
    expect(checkContactMessage({ ...valid, message: " 0123456789 " })).toEqual({
      ok: true,
      message: { ...valid, message: "0123456789" },
    });
  });

  it("limits the lengths", () => {
    const result = checkContactMessage({ ...valid, subject: "s".repeat(121), message: "m".repeat(2001) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["message", "subject"]);
  });

  it("returns the trimmed message", () => {
    const result = checkContactMessage({
      name: " Asha Rao ",
      email: " asha@shop.test ",
      subject: " Delivery ",
      message: " Where is my parcel, please? ",
    });
    expect(result).toEqual({
      ok: true,
      message: {
        name: "Asha Rao",
        email: "asha@shop.test",
        subject: "Delivery",
        message: "Where is my parcel, please?",
      },
    });
  });

  it("reads a posted form, a missing field as empty", () => {
    const form = new FormData();
    form.set("name", "Asha Rao");
    form.set("message", "Where is my parcel, please?");
    expect(postedValues(form, CONTACT_FIELDS)).toEqual({
      name: "Asha Rao",
      email: "",
      subject: "",
      message: "Where is my parcel, please?",
    });
  });
});
