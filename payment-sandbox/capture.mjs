import { invalidRequest, requireSecretKey } from "./errors.mjs";
import { publicView } from "./intent-store.mjs";
import { applyMetadata, readOptionalAmount } from "./params.mjs";

const CAPTURABLE = ["requires_capture"];

/** capture_method=manual: the card is authorised and the amount held until captured or canceled. */
export function authorise(events, ctx, record) {
  Object.assign(record.intent, { amount_capturable: record.intent.amount, status: "requires_capture" });
  events.record(ctx, "payment_intent.amount_capturable_updated", record);
}

/** The money moves: `amount` is received and nothing is left to capture. */
export function settle(events, ctx, record, amount) {
  Object.assign(record.intent, { amount_capturable: 0, amount_received: amount, status: "succeeded" });
  events.record(ctx, "payment_intent.succeeded", record);
}

/** POST /v1/payment_intents/:id/capture: an authorised (requires_capture) intent succeeds. */
export function createCaptureHandler({ store, events }) {
  return function capturePaymentIntent(ctx, id) {
    requireSecretKey(ctx.auth);
    const record = store.find(id, ctx.auth);
    const { intent } = record;
    if (!CAPTURABLE.includes(intent.status)) {
      throw invalidRequest(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. ` +
          `Only a PaymentIntent with one of the following statuses may be captured: ${CAPTURABLE.join(", ")}.`,
        {
          code: "payment_intent_unexpected_state",
          replayable: true,
          extra: { payment_intent: publicView(intent, ctx.auth) },
        },
      );
    }
    const amount = readOptionalAmount(ctx.params.amount_to_capture, "amount_to_capture", intent.amount_capturable);
    intent.metadata = applyMetadata(intent.metadata, ctx.params.metadata);
    // A partial capture releases the rest of the hold, as on Stripe.
    settle(events, ctx, record, amount);
    return { status: 200, body: publicView(intent, ctx.auth) };
  };
}
