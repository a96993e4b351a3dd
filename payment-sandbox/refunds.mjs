import { invalidRequest, missingParam, requireSecretKey } from "./errors.mjs";
import { newId, nowSeconds } from "./ids.mjs";
import { applyMetadata, readOptionalAmount } from "./params.mjs";

const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"];

/** The charge behind a succeeded intent, as charge events carry it. */
function chargeOf(record) {
  const { intent } = record;
  const refunded = record.amountRefunded ?? 0;
  return {
    id: intent.latest_charge,
    object: "charge",
    amount: intent.amount,
    amount_captured: intent.amount_received,
    amount_refunded: refunded,
    captured: true,
    created: intent.created,
    currency: intent.currency,
    livemode: false,
    metadata: structuredClone(intent.metadata),
    paid: true,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    refunded: refunded >= intent.amount_received,
    status: "succeeded",
  };
}

/** The /v1/refunds handlers: refunds of succeeded PaymentIntents, by payment_intent. */
export function createRefundHandlers({ store, events }) {
  /** Refunds by id (the intent they refund keeps its running total in `amountRefunded`). */
  const refunds = new Map();

  /** POST /v1/refunds {payment_intent}: money back from a succeeded intent, whole or in part. */
  function createRefund(ctx) {
    requireSecretKey(ctx.auth);
    const { params } = ctx;
    if (params.charge !== undefined) {
      throw invalidRequest("The payment sandbox refunds by payment_intent only; charge is not simulated.", {
        param: "charge",
      });
    }
    if (params.payment_intent === undefined || params.payment_intent === "") throw missingParam("payment_intent");
    const record = store.get(String(params.payment_intent));
    if (!record) {
      throw invalidRequest(`No such payment_intent: '${String(params.payment_intent)}'`, {
        status: 404,
        param: "payment_intent",
        code: "resource_missing",
      });
    }
    const { intent } = record;
    if (intent.status !== "succeeded") {
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund: its status is ${intent.status}.`,
        { param: "payment_intent", code: "payment_intent_unexpected_state", replayable: true },
      );
    }
    const remaining = intent.amount_received - (record.amountRefunded ?? 0);
    if (remaining <= 0) {
      throw invalidRequest(`Charge ${intent.latest_charge} has already been refunded.`, {
        code: "charge_already_refunded",
        replayable: true,
      });
    }
    const reason = params.reason === undefined || params.reason === "" ? null : params.reason;
    if (reason !== null && !REFUND_REASONS.includes(reason)) {
      throw invalidRequest(`Invalid reason: must be one of ${REFUND_REASONS.join(", ")}`, { param: "reason" });
    }
    const amount = readOptionalAmount(params.amount, "amount", remaining);
    const refund = {
      id: newId("re"),
      object: "refund",
      amount,
      balance_transaction: null,
      charge: intent.latest_charge,
      created: nowSeconds(),
      currency: intent.currency,
      metadata: applyMetadata({}, params.metadata),
      payment_intent: intent.id,
      reason,
      receipt_number: null,
      status: "succeeded",
    };
    refunds.set(refund.id, refund);
    record.amountRefunded = (record.amountRefunded ?? 0) + amount;
    // The intent itself stays succeeded; the charge says what was refunded.
    events.record(ctx, "charge.refunded", record, chargeOf(record));
    events.record(ctx, "refund.created", record, refund);
    return { status: 200, body: structuredClone(refund) };
  }

  /** GET /v1/refunds?payment_intent=...: a PaymentIntent's refunds, newest first, in one page. */
  function listRefunds(ctx) {
    requireSecretKey(ctx.auth);
    const intentId = ctx.params.payment_intent;
    const data = [...refunds.values()]
      .filter((refund) => intentId === undefined || refund.payment_intent === intentId)
      .reverse()
      .map((refund) => structuredClone(refund));
    return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/refunds" } };
  }

  function retrieveRefund(ctx, id) {
    requireSecretKey(ctx.auth);
    const refund = refunds.get(id);
    if (!refund) {
      throw invalidRequest(`No such refund: '${id}'`, { status: 404, param: "id", code: "resource_missing" });
    }
    return { status: 200, body: structuredClone(refund) };
  }

  return { create: createRefund, list: listRefunds, retrieve: retrieveRefund };
}
