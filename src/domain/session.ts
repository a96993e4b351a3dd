/**
 * Who is signed in, as /api/session answers it. Apart from the account's forms and their
 * messages (account.ts): the page frame reads the session on every page, and a schema is kept
 * whole by the bundler once its module is imported, so the register and sign-in rules would load
 * with every first page.
 */
import * as v from "valibot";

/**
 * A guest's session (decision 051) names a customers row too, for its cart and checkout; `guest`
 * says it is not an account: /login, the header and the account's screens treat it as signed out
 * (decision 060, design notes "A guest after the order").
 */
export const SessionUserSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
  guest: v.optional(v.literal(true)),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** GET/POST /api/session and POST /api/customers: the signed-in customer, or null. */
export const SessionResponseSchema = v.object({ user: v.nullable(SessionUserSchema) });
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;
