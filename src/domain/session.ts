/**
 * Who is signed in, as /api/session answers it. Apart from the account's forms and their
 * messages (account.ts): the page frame reads the session on every page, and a schema is kept
 * whole by the bundler once its module is imported, so the register and sign-in rules would load
 * with every first page.
 */
import * as v from "valibot";

export const SessionUserSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** GET/POST /api/session and POST /api/customers: the signed-in customer, or null. */
export const SessionResponseSchema = v.object({ user: v.nullable(SessionUserSchema) });
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;
