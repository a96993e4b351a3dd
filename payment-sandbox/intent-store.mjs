import { noSuchIntent } from "./errors.mjs";

// Fields a publishable key may read (Stripe's "retrievable with publishable key"): metadata,
// customer and the like stay server-side, so browser code cannot come to depend on them here.
const PUBLISHABLE_FIELDS = [
  "id",
  "object",
  "amount",
  "amount_details",
  "automatic_payment_methods",
  "canceled_at",
  "cancellation_reason",
  "capture_method",
  "client_secret",
  "confirmation_method",
  "created",
  "currency",
  "description",
  "last_payment_error",
  "livemode",
  "next_action",
  "payment_method",
  "payment_method_types",
  "processing",
  "receipt_email",
  "setup_future_usage",
  "shipping",
  "status",
];

/** The intent as the caller's key may read it (a copy). */
export const publicView = (intent, auth) =>
  auth.kind === "secret"
    ? structuredClone(intent)
    : Object.fromEntries(PUBLISHABLE_FIELDS.filter((f) => f in intent).map((f) => [f, structuredClone(intent[f])]));

/**
 * The PaymentIntents by id, each with the API version of the request that created it (its events
 * carry it) and, once refunds began, the running total refunded (`amountRefunded`).
 */
export function createIntentStore() {
  /** @type {Map<string, { intent: any, apiVersion: string, amountRefunded?: number }>} */
  const intents = new Map();

  /**
   * The intent behind :id as this caller may see it. A publishable key only reaches an intent
   * through its client secret; without the right one it gets the same 404 as for a wrong id, so
   * a browser cannot probe for intents.
   */
  function findIntent(id, auth, clientSecret) {
    const record = intents.get(id);
    if (!record) throw noSuchIntent(id);
    if (auth.kind === "publishable" && clientSecret !== record.intent.client_secret) throw noSuchIntent(id);
    return record;
  }

  return { get: (id) => intents.get(id), set: (id, record) => intents.set(id, record), find: findIntent };
}
