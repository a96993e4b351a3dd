/**
 * Ids as the app sends and receives them: positive integers. Path segments and query strings
 * arrive as text, so the "from text" schema accepts only plain digits (no "1e3", "0x10", " 7").
 */
import * as v from "valibot";

export const IdSchema = v.pipe(
  v.number("Must be a whole number."),
  v.integer("Must be a whole number."),
  v.minValue(1, "Must be 1 or more."),
  v.safeInteger("Must be a whole number of 1 or more."),
);

export const IdTextSchema = v.pipe(
  v.string("Must be a whole number."),
  v.regex(/^[1-9]\d{0,15}$/, "Must be a whole number of 1 or more."),
  v.transform(Number),
  v.safeInteger("Must be a whole number of 1 or more."),
);

/** An id from a route parameter or query value, or null when it is not a valid id. */
export function parseIdText(text: string | null | undefined): number | null {
  const result = v.safeParse(IdTextSchema, text ?? "");
  return result.success ? result.output : null;
}
