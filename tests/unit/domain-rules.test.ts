// The SPEC.md section 5 rules shared by the SPA, the functions and the shop API.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EmailSchema, PasswordSchema } from "@/domain/account";
import { CANCEL_REASONS, CancelCommentSchema, CancelReasonSchema } from "@/domain/order-cancellation";

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0]?.message;
};

describe("password rules, in the SPEC's order", () => {
  it.each([
    ["Ab1", "Password must be at least 8 characters long."],
    ["abcdefg1", "Password must contain at least one uppercase letter."],
    ["ABCDEFG1", "Password must contain at least one lowercase letter."],
    ["Abcdefgh", "Password must contain at least one number."],
  ])("%s -> %s", (password, message) => {
    expect(firstMessage(PasswordSchema, password)).toBe(message);
  });

  it("accepts the demo password", () => {
    expect(firstMessage(PasswordSchema, "Demo1234")).toBeNull();
  });
});

describe("email rule", () => {
  it.each(["plain", "a@b", "a b@c.de", "@shop.test"])("refuses %s", (email) => {
    expect(firstMessage(EmailSchema, email)).toBe("Please enter a valid email address.");
  });
  it("accepts and trims a valid address", () => {
    expect(v.parse(EmailSchema, "  demo@shop.test ")).toBe("demo@shop.test");
  });
});

describe("cancellation rules", () => {
  it("offers the seven reasons of the SPEC", () => {
    expect(CANCEL_REASONS).toHaveLength(7);
    expect(firstMessage(CancelReasonSchema, "Duplicate Order")).toBeNull();
    expect(firstMessage(CancelReasonSchema, "")).toBe("Please select a reason for cancellation.");
    expect(firstMessage(CancelReasonSchema, "Changed my mind")).toBe("Please select a reason for cancellation.");
  });

  it("needs 10 characters in the comment once trimmed", () => {
    expect(firstMessage(CancelCommentSchema, "  123456789  ")).toBe(
      "Please enter at least 10 characters in the comments.",
    );
    expect(v.parse(CancelCommentSchema, "  1234567890  ")).toBe("1234567890");
  });
});
