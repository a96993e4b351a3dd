/**
 * The registration form's rules and texts: SPEC.md section 5's required fields, email pattern and
 * password rules in their order (the schema shared with the functions, src/domain/account.ts),
 * and section 8's failure texts. Pure, so it is unit-tested without a browser.
 */
import { RegisterBodySchema, type RegisterBody } from "@/domain/account";
import { ApiError } from "@/lib/api-client";
import { checkForm, knownFieldErrors, type FieldErrors } from "@/lib/form-check";
import type { SubmissionFailure } from "@/lib/form/submission-failure";
import { failureKind } from "./api-error-kind";
import { REQUEST_ERROR } from "./login-messages";

export const REGISTRATION_FAILED = "Registration failed. Please try again.";

/** SPEC.md section 8's texts when the form's action gave no answer. */
export const REGISTER_UNANSWERED: Record<SubmissionFailure, string> = {
  network: REQUEST_ERROR,
  "no-answer": REGISTRATION_FAILED,
  unreadable: REGISTRATION_FAILED,
};

/** The fields in screen order: the first one with a problem gets the focus. */
export const REGISTER_FIELDS = ["firstname", "lastname", "email", "mobileno", "password"] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  firstname: "",
  lastname: "",
  email: "",
  mobileno: "",
  password: "",
};

export type RegisterCheck = { ok: true; body: RegisterBody } | { ok: false; errors: FieldErrors<RegisterField> };

/** Every field at once, the first broken rule of each (the password's in SPEC order). */
export function checkRegistration(values: RegisterValues): RegisterCheck {
  const result = checkForm(RegisterBodySchema, values, REGISTER_FIELDS);
  return result.ok ? { ok: true, body: result.output } : result;
}

export interface RegisterFailure {
  message: string;
  fields: FieldErrors<RegisterField>;
}

/** The answers whose server message tells the shopper what to do: a refused field, a taken email, a wait. */
const SHOWN_STATUSES = new Set([400, 409, 429]);

/**
 * SPEC.md section 8: the server's message for what the shopper can put right (a taken email,
 * 409; a refused field, 400) or wait out (too many registrations from this address, 429),
 * 'Registration failed. Please try again.' for anything else, and the network text when no
 * answer came.
 */
export function registerFailure(error: unknown): RegisterFailure {
  const kind = failureKind(error);
  if (kind === "network") return { message: REQUEST_ERROR, fields: {} };
  if (kind === "server-message" && error instanceof ApiError && SHOWN_STATUSES.has(error.status)) {
    return { message: error.message, fields: knownFieldErrors(REGISTER_FIELDS, error.fields) };
  }
  return { message: REGISTRATION_FAILED, fields: {} };
}
