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
/**
 * A guest's session (decision 051) names a customers row too, for its cart and checkout; `guest`
 * says it is not an account, so /login does not treat it as signed in (decision 060). Only the
 * functions and the page server read the flag, from the signed token.
 */
export type SessionUser = v.InferOutput<typeof SessionUserSchema> & { guest?: true };

/** GET/POST /api/session and POST /api/customers: the signed-in customer, or null. */
export const SessionResponseSchema = v.object({ user: v.nullable(SessionUserSchema) });
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;
