// The sign-in, registration and reset rules and texts (src/features/auth/utils).
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ResetConfirmBodySchema, ResetRequestBodySchema, resetRequestedText } from "@/domain/password-reset";
import { checkLogin, EMPTY_LOGIN_VALUES, loginFailure } from "@/features/auth/utils/login-messages";
import { compiledMessages } from "@/app/messages.server";
import { translator } from "@/lib/i18n/translator";
import { checkRegistration, EMPTY_REGISTER_VALUES, registerFailure } from "@/features/auth/utils/register-messages";
import { ApiError } from "@/lib/api-client";

// The texts a shopper reads, written out: a test importing the constants could not catch a changed wording.
const LOGIN_FAILED = "Login failed. Please check your email and password.";
const USER_NOT_FOUND = "User data not found. Please try again.";
const REQUEST_ERROR = "An error occurred. Please try again later.";
const REGISTRATION_FAILED = "Registration failed. Please try again.";

const network = new ApiError(0, "network_error", "The shop could not be reached. Check your connection.");

describe("sign-in form", () => {
  it("requires both fields, each with its own message", () => {
    expect(checkLogin(EMPTY_LOGIN_VALUES)).toEqual({
      ok: false,
      errors: { email: "Please enter your email.", password: "Please enter your password." },
    });
    expect(checkLogin({ email: "   ", password: "x" })).toEqual({
      ok: false,
      errors: { email: "Please enter your email." },
    });
  });

  it("passes the trimmed email and the password as typed", () => {
    expect(checkLogin({ email: " asha@shop.test ", password: " Secret123 " })).toEqual({
      ok: true,
      body: { email: "asha@shop.test", password: " Secret123 " },
    });
  });

  it("maps each failure to SPEC.md section 8's text", () => {
    expect(loginFailure(new ApiError(401, "invalid_credentials", "Invalid email or password.")).message).toBe(
      "Invalid email or password.",
    );
    const locked = "Too many failed sign-in attempts (10 in 15 minutes). Please wait 15 minutes and try again.";
    expect(loginFailure(new ApiError(429, "too_many_attempts", locked)).message).toBe(locked);
    expect(loginFailure(new ApiError(500, "http_error", "HTTP 500")).message).toBe(LOGIN_FAILED);
    expect(loginFailure(new ApiError(200, "invalid_response", "Unexpected response from /api/session")).message).toBe(
      USER_NOT_FOUND,
    );
    expect(loginFailure(network).message).toBe(REQUEST_ERROR);
    expect(loginFailure(new TypeError("boom")).message).toBe(REQUEST_ERROR);
  });

  it("keeps the server's field messages for the form's own fields only", () => {
    const refused = new ApiError(400, "validation_failed", "Please check the form.", {
      email: "Please enter your email.",
      res_id: "bad",
    });
    expect(loginFailure(refused)).toEqual({
      message: "Please check the form.",
      fields: { email: "Please enter your email." },
    });
  });

  it("welcomes the customer by name", () => {
    expect(translator("en", compiledMessages("en")).t("login.welcome", { name: "Asha Rao" })).toBe(
      "Welcome, Asha Rao!",
    );
    expect(translator("fr", compiledMessages("fr")).t("login.welcome", { name: "Asha Rao" })).toBe(
      "Bienvenue, Asha Rao!",
    );
  });
});

describe("registration form", () => {
  const valid = {
    firstname: "Asha",
    lastname: "Rao",
    email: "asha@shop.test",
    mobileno: "4165550100",
    password: "Secret123",
  };

  it("marks every required field of an empty form", () => {
    expect(checkRegistration(EMPTY_REGISTER_VALUES)).toEqual({
      ok: false,
      errors: {
        firstname: "First name is required.",
        lastname: "Last name is required.",
        email: "Email is required.",
        mobileno: "Phone number is required.",
        password: "Password must be at least 8 characters long.",
      },
    });
  });

  it.each([
    ["short", "Password must be at least 8 characters long."],
    ["longenough", "Password must contain at least one uppercase letter."],
    ["LONGENOUGH", "Password must contain at least one lowercase letter."],
    ["Longenough", "Password must contain at least one number."],
    ["sh0rt", "Password must be at least 8 characters long."],
    ["lowercase1", "Password must contain at least one uppercase letter."],
  ])("shows the first password rule %s breaks, in SPEC order", (password, message) => {
    expect(checkRegistration({ ...valid, password })).toEqual({ ok: false, errors: { password: message } });
  });

  it.each(["x@y", "plain", "a b@c.de", "@shop.test"])("refuses the email %s", (email) => {
    expect(checkRegistration({ ...valid, email })).toEqual({
      ok: false,
      errors: { email: "Please enter a valid email address." },
    });
  });

  it("accepts any phone number text (SPEC.md has no phone format) and trims the names", () => {
    expect(checkRegistration({ ...valid, firstname: " Asha ", mobileno: "+1 (416) 555-0100" })).toEqual({
      ok: true,
      body: { ...valid, mobileno: "+1 (416) 555-0100" },
    });
  });

  it("shows the server's message for a taken email, a refused field or a wait (429), else the generic text", () => {
    expect(registerFailure(new ApiError(409, "email_taken", "An account with this email already exists."))).toEqual({
      message: "An account with this email already exists.",
      fields: {},
    });
    expect(
      registerFailure(
        new ApiError(400, "validation_failed", "Please check the form.", { mobileno: "Phone number is required." }),
      ),
    ).toEqual({
      message: "Please check the form.",
      fields: { mobileno: "Phone number is required." },
    });
    // Too many registrations from this address: the server says how long to wait.
    const limited =
      "Too many registration attempts from this address (10 in 60 minutes). Please wait 42 minutes and try again.";
    expect(registerFailure(new ApiError(429, "too_many_attempts", limited))).toEqual({ message: limited, fields: {} });
    expect(registerFailure(new ApiError(502, "shop_unavailable", "The shop is not answering.")).message).toBe(
      REGISTRATION_FAILED,
    );
    expect(registerFailure(new ApiError(500, "http_error", "HTTP 500")).message).toBe(REGISTRATION_FAILED);
    expect(
      registerFailure(new ApiError(201, "invalid_response", "Unexpected response from /api/customers")).message,
    ).toBe(REGISTRATION_FAILED);
    expect(registerFailure(network).message).toBe(REQUEST_ERROR);
  });
});

describe("reset-password request", () => {
  it("requires a username or email and gives one answer that promises nothing about the account", () => {
    const check = (identifier: unknown) => v.safeParse(ResetRequestBodySchema, { identifier });
    expect(check("  ").issues?.[0].message).toBe("This field is required");
    expect(check(" asha ").output).toEqual({ identifier: "asha" });
    expect(resetRequestedText("asha")).toBe(
      "If an account matches asha, we have sent a link to its email address. The link works for 30 minutes and once. Check your inbox and spam folder.",
    );
  });

  it("takes a new password under the register form's rules, and only a token of the link's shape", () => {
    const token = "A".repeat(43);
    const check = (body: unknown) => v.safeParse(ResetConfirmBodySchema, body);
    expect(check({ token, password: "lowercase1" }).issues?.[0].message).toBe(
      "Password must contain at least one uppercase letter.",
    );
    expect(check({ token }).issues?.[0].message).toBe("Password must be at least 8 characters long.");
    expect(check({ token: "short", password: "Brand9New" }).issues?.[0].message).toBe("This reset link is not valid.");
    expect(check({ token, password: "Brand9New" }).success).toBe(true);
  });
});
