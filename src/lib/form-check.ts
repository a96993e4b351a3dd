/**
 * A form's values checked against a valibot schema, one message per field: the first issue of
 * each field wins, so a field shows the first rule it breaks in the order the schema lists them
 * (SPEC.md section 5). Every form of the shop checks itself this way.
 */
import * as v from "valibot";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type FormCheck<O, F extends string> = { ok: true; output: O } | { ok: false; errors: FieldErrors<F> };

/**
 * The schema's output, or the first message of each field in `fields`. Issues about anything else
 * (a nested path, a key the form does not show) are left out: the form has nowhere to show them.
 */
export function checkForm<S extends v.GenericSchema, F extends string>(
  schema: S,
  values: Readonly<Record<NoInfer<F>, string>>,
  fields: readonly F[],
): FormCheck<v.InferOutput<S>, F> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors<F> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    const field = fields.find((name) => name === path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The server's per-field messages (a 400's `fields`), kept only for fields the form has. */
export function knownFieldErrors<F extends string>(
  fields: readonly F[],
  serverFields: Readonly<Record<string, string>> | undefined,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const message = serverFields?.[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field, in screen order, that has a message: the one to focus. */
export function firstInvalidField<F extends string>(fields: readonly F[], errors: FieldErrors<F>): F | undefined {
  return fields.find((field) => errors[field]);
}
