/**
 * The sign-in form's rules and texts: both fields required (SPEC.md section 5) and the error
 * catalogue of section 8. Pure, so it is unit-tested without a browser.
 */
import { LoginBodySchema, type LoginBody } from "@/domain/account";
import { ApiError } from "@/lib/api-client";
import { checkForm, knownFieldErrors, type FieldErrors } from "@/lib/form-check";
import type { SubmissionFailure } from "@/lib/form/submission-failure";
import { failureKind } from "./api-error-kind";

export const LOGIN_FAILED = "Login failed. Please check your email and password.";
export const USER_NOT_FOUND = "User data not found. Please try again.";
export const REQUEST_ERROR = "An error occurred. Please try again later.";

/** SPEC.md section 8's texts when the form's action gave no answer: none at all, an error without a message, a success without data. */
export const LOGIN_UNANSWERED: Record<SubmissionFailure, string> = {
  network: REQUEST_ERROR,
  "no-answer": LOGIN_FAILED,
  unreadable: USER_NOT_FOUND,
};

/** The fields in screen order: the first one with a problem gets the focus. */
export const LOGIN_FIELDS = ["email", "password"] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;

export const EMPTY_LOGIN_VALUES: LoginValues = { email: "", password: "" };

export type LoginCheck = { ok: true; body: LoginBody } | { ok: false; errors: FieldErrors<LoginField> };

export function checkLogin(values: LoginValues): LoginCheck {
  const result = checkForm(LoginBodySchema, values, LOGIN_FIELDS);
  return result.ok ? { ok: true, body: result.output } : result;
}

export interface LoginFailure {
  message: string;
  fields: FieldErrors<LoginField>;
}

/**
 * SPEC.md section 8: the server's message when it sent one (wrong password, too many attempts,
 * shop down), else the generic failure; a success without user data, and no answer at all,
 * each have their own text.
 */
export function loginFailure(error: unknown): LoginFailure {
  const fields = error instanceof ApiError ? knownFieldErrors(LOGIN_FIELDS, error.fields) : {};
  switch (failureKind(error)) {
    case "network":
      return { message: REQUEST_ERROR, fields };
    case "server-message":
      return { message: (error as ApiError).message, fields };
    case "bad-success":
      return { message: USER_NOT_FOUND, fields };
    case "no-message":
      return { message: LOGIN_FAILED, fields };
  }
}
