/** Text fields of the forms (SPEC.md section 5), written once for every form and schema. */
import * as v from "valibot";

/**
 * A required text field: trimmed, not blank, at most `max` characters, optionally matching a
 * pattern. A missing field reads as empty, so it gets `message` rather than a schema error, and
 * the checks stop at the first failure: a blank field is "required", not also "invalid".
 */
export function requiredText(max: number, message: string, pattern?: { regex: RegExp; message: string }) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(message),
        v.trim(),
        v.nonEmpty(message),
        v.maxLength(max, `Must be at most ${max} characters.`),
        v.regex(pattern?.regex ?? /[^]/, pattern?.message ?? message),
      ),
      { abortPipeEarly: true },
    ),
    "",
  );
}

/** A text field that may be left blank: trimmed, at most `max` characters; missing reads as empty. */
export function optionalText(max: number) {
  return v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters.`)), "");
}
