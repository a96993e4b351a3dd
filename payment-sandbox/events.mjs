import { newId, nowSeconds } from "./ids.mjs";

/** Every event emitted, oldest first; `pendingWebhooks` is what each says (1 when a webhook URL is set). */
export function createEventLog({ pendingWebhooks }) {
  const events = [];

  /** An event about `record`'s intent, or about `object` (a charge, a refund) when given. */
  function recordEvent(ctx, type, record, object = record.intent) {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: record.apiVersion,
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: pendingWebhooks,
      request: { id: ctx.requestId, idempotency_key: ctx.idempotencyKey },
      type,
    };
    events.push(event);
    // The request delivers them once it has answered.
    ctx.newEvents.push(event);
  }

  return { record: recordEvent, all: () => structuredClone(events) };
}
