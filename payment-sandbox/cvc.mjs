// The CVC of a saved card asked again: Stripe's `payment_method_options[card][require_cvc_recollection]`
// on a PaymentIntent, and the single-use `cvc_update` token (POST /v1/tokens, what Stripe.js's
// createToken("cvc_update", cvcElement) makes) that a server-side confirmation passes as
// `payment_method_options[card][cvc_token]`. The CVC itself never reaches the shop's servers.

import { cardErrorWithoutIntent } from "./cards.mjs";
import { invalidRequest, missingParam, requireSecretKey, unknownParam } from "./errors.mjs";
import { newId, nowSeconds } from "./ids.mjs";
import { readBoolean, readOptionalString } from "./params.mjs";

const CVC_TOKEN_PARAM = "payment_method_options[card][cvc_token]";
const RECOLLECTION_PARAM = "payment_method_options[card][require_cvc_recollection]";
// The card options the sandbox knows; Stripe has more (installments, network...), refused here.
const CARD_OPTIONS = new Set(["cvc_token", "require_cvc_recollection"]);

/** The cvc_update tokens by id; each is used once, as on Stripe. */
export function createCvcTokens() {
  /** @type {Map<string, { token: any, cvc: string }>} */
  const tokens = new Map();

  /** POST /v1/tokens `cvc_update[cvc]`, publishable key (Stripe.js) or secret. */
  function create(ctx) {
    const { params } = ctx;
    for (const key of Object.keys(params)) {
      if (key !== "cvc_update" && key !== "key") {
        throw invalidRequest(`The payment sandbox only creates cvc_update tokens, not ${key}.`, { param: key });
      }
    }
    const update = params.cvc_update;
    if (typeof update !== "object" || update === null || update.cvc === undefined) {
      throw missingParam("cvc_update[cvc]");
    }
    const cvc = String(update.cvc).trim();
    if (!/^\d{3,4}$/.test(cvc)) {
      throw cardErrorWithoutIntent({
        code: "invalid_cvc",
        message: "Your card's security code is invalid.",
        param: "cvc",
      });
    }
    const token = {
      id: newId("cvctok"),
      object: "token",
      client_ip: null,
      created: nowSeconds(),
      livemode: false,
      redaction: null,
      type: "cvc_update",
      used: false,
    };
    tokens.set(token.id, { token, cvc });
    return { status: 200, body: structuredClone(token) };
  }

  function retrieve(ctx, id) {
    requireSecretKey(ctx.auth);
    return { status: 200, body: structuredClone(find(id, "token").token) };
  }

  function find(id, param) {
    const saved = tokens.get(id);
    if (!saved) throw invalidRequest(`No such token: '${id}'`, { status: 404, code: "resource_missing", param });
    return saved;
  }

  /** Spends a confirmation's token: once only. */
  function spend(id) {
    const saved = find(id, CVC_TOKEN_PARAM);
    if (saved.token.used) {
      throw invalidRequest(`You cannot use a Stripe token more than once: ${id}.`, {
        param: CVC_TOKEN_PARAM,
        code: "token_already_used",
      });
    }
    saved.token.used = true;
  }

  return { create, retrieve, spend };
}

/**
 * `payment_method_options` of a request: what the intent keeps (`card.require_cvc_recollection`)
 * and the write-only `card.cvc_token`, which Stripe never shows on the intent.
 */
export function readPaymentMethodOptions(value, current) {
  if (value === undefined) return { options: current, cvcToken: undefined };
  if (typeof value !== "object" || value === null) {
    throw invalidRequest("payment_method_options must be a hash.", { param: "payment_method_options" });
  }
  for (const key of Object.keys(value)) {
    if (key !== "card") throw unknownParam(`payment_method_options[${key}]`);
  }
  const card = value.card ?? {};
  if (typeof card !== "object" || card === null) {
    throw invalidRequest("payment_method_options[card] must be a hash.", { param: "payment_method_options[card]" });
  }
  for (const key of Object.keys(card)) {
    if (!CARD_OPTIONS.has(key)) throw unknownParam(`payment_method_options[card][${key}]`);
  }
  const options = structuredClone(current);
  if (card.require_cvc_recollection !== undefined) {
    options.card.require_cvc_recollection = readBoolean(card.require_cvc_recollection, RECOLLECTION_PARAM);
  }
  const cvcToken = readOptionalString(card.cvc_token, CVC_TOKEN_PARAM) ?? undefined;
  return { options, cvcToken };
}

/** A new intent's payment_method_options, as Stripe shows them for a card-only intent. */
export const defaultPaymentMethodOptions = () => ({
  card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" },
});

/**
 * A confirmation with a PaymentMethod that already exists (a saved card, named by its id) on an
 * intent that requires the CVC again needs a cvc_token; card details typed in this request carry
 * their CVC themselves. Spends the token that came; true when one did (the CVC was checked).
 */
export function spendRecollectedCvc(cvcTokens, intent, { typed, cvcToken }) {
  if (cvcToken !== undefined) {
    cvcTokens.spend(cvcToken);
    return true;
  }
  if (intent.payment_method_options?.card?.require_cvc_recollection === true && !typed) {
    throw invalidRequest(
      "This PaymentIntent requires the card's CVC to be collected again (require_cvc_recollection): " +
        "pass a cvc_update token as payment_method_options[card][cvc_token].",
      { param: CVC_TOKEN_PARAM, code: "parameter_missing" },
    );
  }
  return false;
}
