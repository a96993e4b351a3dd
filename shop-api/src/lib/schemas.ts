// valibot building blocks shared by the route modules.
import * as v from "valibot";
import { EMAIL_PATTERN, INVALID_EMAIL } from "@domain/account";
import { MAX_FILTER_RUPEES } from "@domain/money";
import { ApiError } from "./http";

/**
 * A positive integer id, as a number or a string of digits (cookies and forms send strings). A
 * safe integer only: a larger one is no id JavaScript can hold exactly, and D1 refuses to bind it.
 */
export const Id = (label: string) => {
  const message = `${label} must be a positive integer.`;
  return v.union(
    [
      v.pipe(v.number(), v.safeInteger(message), v.minValue(1, message)),
      v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,15}$/, message), v.transform(Number), v.safeInteger(message)),
    ],
    message,
  );
};

/**
 * An amount in rupees, a number or a string holding one, at most MAX_FILTER_RUPEES (a larger one
 * has no exact paise). Negative amounts pass here: the calls refuse them in their own words.
 */
export const Amount = (label: string) => {
  const tooLarge = `${label} must be at most ${MAX_FILTER_RUPEES}.`;
  return v.union(
    [
      v.pipe(v.number(), v.finite(`${label} must be a number.`), v.maxValue(MAX_FILTER_RUPEES, tooLarge)),
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^-?\d+(\.\d+)?$/, `${label} must be a number.`),
        v.transform(Number),
        v.maxValue(MAX_FILTER_RUPEES, tooLarge),
      ),
    ],
    `${label} must be a number.`,
  );
};

/** A whole number from `min` to `max` (a page, a page size), as a number or a string of digits. */
export const WholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return v.union(
    [
      v.pipe(v.number(), v.integer(message), v.minValue(min, message), v.maxValue(max, message)),
      v.pipe(
        v.string(),
        v.regex(/^\d{1,9}$/, message),
        v.transform(Number),
        v.minValue(min, message),
        v.maxValue(max, message),
      ),
    ],
    message,
  );
};

/** A required, non-blank, trimmed string of at most `max` characters. */
export const Text = (label: string, max = 200) =>
  v.pipe(
    v.string(`${label} must be a string.`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

/** An optional string (null and missing read as ''), trimmed, at most `max` characters. */
export const OptionalText = (label: string, max = 200) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${label} must be a string.`)), ""),
    v.transform((value) => (value ?? "").trim()),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

export const Email = v.pipe(
  v.string("email must be a string."),
  v.trim(),
  v.nonEmpty("email is required."),
  v.maxLength(254, "email must be at most 254 characters."),
  v.regex(EMAIL_PATTERN, INVALID_EMAIL),
);

/**
 * res_id identifies the reseller. The reference API serves one reseller, id 1: res_id may be
 * omitted (read as 1); any other value is refused with 404 'Unknown reseller.'.
 */
export const ResId = v.optional(Id("res_id"), 1);

export const RESELLER_ID = 1;

export function assertReseller(resId: number): void {
  if (resId !== RESELLER_ID) throw new ApiError(404, "Unknown reseller.");
}

/** A cart or order quantity: a JSON integer of at least 1 (and a sane ceiling). */
export const Unit = v.pipe(
  v.number("unit must be a whole number of at least 1."),
  v.integer("unit must be a whole number of at least 1."),
  v.minValue(1, "unit must be a whole number of at least 1."),
  v.maxValue(10_000, "unit must be at most 10000."),
);

/** A password asked again to confirm who acts (checked against the hash, never judged by its form). */
export const AskedPassword = (label: string) =>
  v.pipe(v.string(`${label} must be a string.`), v.nonEmpty(`${label} is required.`));
