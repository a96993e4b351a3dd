/**
 * valibot issues turned into one message per form field: the first issue of each field wins, so
 * a field shows the first rule it breaks in the order the schema lists them (SPEC.md section 5).
 */
import * as v from "valibot";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function firstIssuePerField<F extends string>(issues: readonly v.BaseIssue<unknown>[], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    const field = fields.find((name) => name === path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's per-field messages (a 400's `fields`), kept only for fields the form has. */
export function knownFieldErrors<F extends string>(fields: readonly F[], serverFields: Record<string, string> | undefined): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const message = serverFields?.[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field, in screen order, that has a message. */
export function firstInvalidField<F extends string>(fields: readonly F[], errors: FieldErrors<F>): F | undefined {
  return fields.find((field) => errors[field]);
}
