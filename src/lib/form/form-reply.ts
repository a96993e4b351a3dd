/**
 * What a route action answers a form it did not accept, and how it reads what was posted. Pure:
 * the action (on the server) and the form (in the browser) share it, so a form rendered from the
 * action's answer without script shows exactly what the scripted form shows.
 */
import type * as v from "valibot";
import { checkForm, type FieldErrors } from "@/lib/form-check";

/**
 * The values to put back in the fields (a secret one, the password, never travels back), each
 * field's message, and the form's own message (a refusal, a limit, the shop unable to answer).
 */
export interface FormReply<F extends string> {
  values: Partial<Record<F, string>>;
  errors: FieldErrors<F>;
  formError?: string;
}

/** The posted text of each field; a missing one (or a file) reads as empty. */
export function postedValues<F extends string>(form: FormData, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** A reply that puts the posted values back, without the `secret` ones. */
export function formReply<F extends string>(
  values: Readonly<Partial<Record<F, string>>>,
  problems: { errors?: FieldErrors<F>; formError?: string; secret?: readonly F[] } = {},
): FormReply<F> {
  const kept: Partial<Record<F, string>> = {};
  for (const field of Object.keys(values) as F[]) {
    const value = values[field];
    if (value !== undefined && !problems.secret?.includes(field)) kept[field] = value;
  }
  const reply: FormReply<F> = { values: kept, errors: problems.errors ?? {} };
  if (problems.formError) reply.formError = problems.formError;
  return reply;
}

export type Submission<O, F extends string> =
  { ok: true; output: O; values: Record<F, string> } | { ok: false; reply: FormReply<F> };

/**
 * The posted form checked against the schema the browser checks it with: its output, or the
 * reply that sends the form back with the first message of each field.
 */
export function readSubmission<S extends v.GenericSchema, F extends string>(
  form: FormData,
  schema: S,
  fields: readonly F[],
  secret: readonly NoInfer<F>[] = [],
): Submission<v.InferOutput<S>, F> {
  const values = postedValues(form, fields);
  const check = checkForm(schema, values, fields);
  if (check.ok) return { ok: true, output: check.output, values };
  return { ok: false, reply: formReply(values, { errors: check.errors, secret }) };
}
