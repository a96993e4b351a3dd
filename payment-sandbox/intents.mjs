// The PaymentIntent lifecycle: create, retrieve, update, confirm (charging the card) and cancel.

import { cardErrorWithoutIntent, issuerDecision, needsAuthentication } from "./cards.mjs";
import { noSuchCustomer } from "./customers.mjs";
import { defaultPaymentMethodOptions, readPaymentMethodOptions, spendRecollectedCvc } from "./cvc.mjs";
import { authorise, settle } from "./capture.mjs";
import { ApiError, invalidRequest, missingParam, requireSecretKey, unknownParam } from "./errors.mjs";
import { newId, nowSeconds, randomAlnum } from "./ids.mjs";
import { publicView } from "./intent-store.mjs";
import { applyMetadata, readAmount, readBoolean, readCurrency, readOptionalString } from "./params.mjs";

// PaymentIntent fields the sandbox computes: a request may not set them.
const READ_ONLY_FIELDS = new Set([
  "id",
  "object",
  "amount_capturable",
  "amount_received",
  "canceled_at",
  "cancellation_reason",
  "client_secret",
  "created",
  "last_payment_error",
  "latest_charge",
  "livemode",
  "next_action",
  "processing",
  "status",
]);

// Parameters that steer a request instead of being stored on the intent.
const ACTION_PARAMS = new Set([
  "confirm",
  "client_secret",
  "error_on_requires_action",
  "expand",
  "key",
  "mandate",
  "mandate_data",
  "off_session",
  "payment_method_data",
  "return_url",
  "use_stripe_sdk",
]);

const CONFIRMABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];
const CANCELABLE = [
  "requires_payment_method",
  "requires_capture",
  "requires_confirmation",
  "requires_action",
  "processing",
];
const CANCELLATION_REASONS = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"];
const CAPTURE_METHODS = ["automatic", "automatic_async", "manual"];
const FUTURE_USAGES = ["on_session", "off_session"];

function readSetupFutureUsage(value) {
  const usage = readOptionalString(value, "setup_future_usage");
  if (usage === undefined || usage === null || FUTURE_USAGES.includes(usage)) return usage;
  throw invalidRequest(`Invalid setup_future_usage: must be one of ${FUTURE_USAGES.join(", ")}`, {
    param: "setup_future_usage",
  });
}

/** Stripe's last_payment_error when the cardholder failed (or refused) the 3-D Secure challenge. */
function authenticationFailure(paymentMethod) {
  return {
    type: "invalid_request_error",
    code: "payment_intent_authentication_failure",
    doc_url: "https://stripe.com/docs/error-codes/payment-intent-authentication-failure",
    message:
      "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new " +
      "PaymentMethod to attempt to fulfill this PaymentIntent again.",
    payment_method: structuredClone(paymentMethod.method),
  };
}

const cvcTokenOutsideConfirmation = () =>
  invalidRequest("The payment sandbox takes a cvc_token only when the PaymentIntent is confirmed.", {
    param: "payment_method_options[card][cvc_token]",
  });

/** Copies the parameters without special handling onto the intent, refusing computed fields. */
function storeOtherParams(intent, params, handled) {
  for (const [key, value] of Object.entries(params)) {
    if (handled.has(key) || ACTION_PARAMS.has(key)) continue;
    if (READ_ONLY_FIELDS.has(key)) throw unknownParam(key);
    intent[key] = value === "" ? null : value;
  }
}

function readCaptureMethod(value) {
  if (value === undefined) return undefined;
  if (CAPTURE_METHODS.includes(value)) return value;
  throw invalidRequest(`Invalid capture_method: must be one of ${CAPTURE_METHODS.join(", ")}`, {
    param: "capture_method",
  });
}

function readConfirmationMethod(value) {
  if (value === undefined) return undefined;
  if (value === "automatic" || value === "manual") return value;
  throw invalidRequest(`Invalid confirmation_method: ${String(value)}`, { param: "confirmation_method" });
}

function readPaymentMethodConfig(params) {
  const { automatic_payment_methods: automatic, payment_method_types: types } = params;
  if (automatic !== undefined && types !== undefined) {
    throw invalidRequest(
      "You may only specify one of these parameters: automatic_payment_methods, payment_method_types.",
      {
        param: "automatic_payment_methods",
      },
    );
  }
  if (types !== undefined) {
    if (!Array.isArray(types) || types.length === 0 || types.some((t) => typeof t !== "string")) {
      throw invalidRequest("payment_method_types must be a list of payment method types.", {
        param: "payment_method_types",
      });
    }
    if (types.some((t) => t !== "card")) {
      throw invalidRequest('The payment sandbox only simulates card payments: payment_method_types must be ["card"].', {
        param: "payment_method_types",
      });
    }
    return { automatic_payment_methods: null, payment_method_types: ["card"] };
  }
  // Since API version 2023-08-16 automatic payment methods are on unless turned off.
  let enabled = true;
  let allowRedirects = "always";
  if (automatic !== undefined) {
    if (typeof automatic !== "object" || automatic === null) {
      throw invalidRequest("automatic_payment_methods must be a hash.", { param: "automatic_payment_methods" });
    }
    if (automatic.enabled === undefined) throw missingParam("automatic_payment_methods[enabled]");
    enabled = readBoolean(automatic.enabled, "automatic_payment_methods[enabled]");
    if (automatic.allow_redirects !== undefined) {
      if (automatic.allow_redirects !== "always" && automatic.allow_redirects !== "never") {
        throw invalidRequest("allow_redirects must be always or never.", {
          param: "automatic_payment_methods[allow_redirects]",
        });
      }
      allowRedirects = automatic.allow_redirects;
    }
  }
  return {
    automatic_payment_methods: enabled ? { allow_redirects: allowRedirects, enabled: true } : { enabled: false },
    payment_method_types: ["card"],
  };
}

/** The /v1/payment_intents handlers (capture is in capture.mjs). */
export function createIntentHandlers({ store, paymentMethods, customers, events, challenges, cvcTokens }) {
  function readCustomer(value) {
    const customer = readOptionalString(value, "customer");
    if (customer && !customers.exists(customer)) throw noSuchCustomer(customer, "customer");
    return customer;
  }

  function createPaymentIntent(ctx) {
    requireSecretKey(ctx.auth);
    const { params } = ctx;
    const amount = readAmount(params.amount);
    const currency = readCurrency(params.currency);
    const methods = readPaymentMethodConfig(params);
    const cardOptions = readPaymentMethodOptions(params.payment_method_options, defaultPaymentMethodOptions());
    const id = newId("pi");
    const intent = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: methods.automatic_payment_methods,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: readCaptureMethod(params.capture_method) ?? "automatic",
      client_secret: `${id}_secret_${randomAlnum(25)}`,
      confirmation_method: readConfirmationMethod(params.confirmation_method) ?? "automatic",
      created: nowSeconds(),
      currency,
      customer: readCustomer(params.customer) ?? null,
      description: readOptionalString(params.description, "description") ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: applyMetadata({}, params.metadata),
      next_action: null,
      payment_method: null,
      payment_method_options: cardOptions.options,
      payment_method_types: methods.payment_method_types,
      processing: null,
      receipt_email: readOptionalString(params.receipt_email, "receipt_email") ?? null,
      setup_future_usage: readSetupFutureUsage(params.setup_future_usage) ?? null,
      shipping: null,
      status: "requires_payment_method",
    };
    const handled = new Set([
      "amount",
      "currency",
      "automatic_payment_methods",
      "payment_method_types",
      "capture_method",
      "confirmation_method",
      "customer",
      "description",
      "metadata",
      "receipt_email",
      "payment_method",
      "payment_method_options",
      "setup_future_usage",
    ]);
    storeOtherParams(intent, params, handled);
    const wantsConfirm = params.confirm === undefined ? false : readBoolean(params.confirm, "confirm");
    if (!wantsConfirm && cardOptions.cvcToken !== undefined) throw cvcTokenOutsideConfirmation();
    const paymentMethod = paymentMethods.resolve(params);
    if (wantsConfirm && !paymentMethod) {
      throw invalidRequest(
        "confirm=true needs a payment method: pass payment_method (e.g. pm_card_visa) or payment_method_data.",
        {
          param: "payment_method",
        },
      );
    }
    if (paymentMethod && !wantsConfirm) {
      if (paymentMethod.failure) throw cardErrorWithoutIntent(paymentMethod.failure);
      intent.payment_method = paymentMethod.id;
      intent.status = "requires_confirmation";
    }
    // Validation passed: from here on the intent exists, whatever confirmation says.
    const record = {
      intent,
      apiVersion: ctx.apiVersion,
      returnUrl: readOptionalString(params.return_url, "return_url") ?? null,
    };
    store.set(id, record);
    if (wantsConfirm) {
      return confirmWith(ctx, record, paymentMethod, {
        typed: params.payment_method_data !== undefined,
        cvcToken: cardOptions.cvcToken,
      });
    }
    return { status: 200, body: publicView(intent, ctx.auth) };
  }

  /** `expand[]=payment_method` (secret key only, as on Stripe) puts the PaymentMethod in its place. */
  function retrievePaymentIntent(ctx, id) {
    const record = store.find(id, ctx.auth, ctx.params.client_secret);
    const body = publicView(record.intent, ctx.auth);
    const expand = [ctx.params.expand ?? []].flat();
    if (ctx.auth.kind === "secret" && expand.includes("payment_method") && typeof body.payment_method === "string") {
      const method = paymentMethods.get(body.payment_method)?.method;
      if (method) body.payment_method = structuredClone(method);
    }
    return { status: 200, body };
  }

  function updatePaymentIntent(ctx, id) {
    requireSecretKey(ctx.auth);
    const record = store.find(id, ctx.auth);
    const { params } = ctx;
    const intent = structuredClone(record.intent);
    // Once authorised (requires_capture) or finished, only the descriptive fields may change.
    const finished = !CONFIRMABLE.includes(intent.status);
    const alwaysUpdatable = new Set(["metadata", "description", "receipt_email", "shipping"]);
    for (const key of Object.keys(params)) {
      if (finished && !alwaysUpdatable.has(key) && !ACTION_PARAMS.has(key)) {
        throw invalidRequest(
          `This PaymentIntent's ${key} could not be updated because it has a status of ${intent.status}. ` +
            `You may only update it while the status is one of ${CONFIRMABLE.join(", ")}.`,
          { param: key, code: "payment_intent_unexpected_state", replayable: true },
        );
      }
    }
    if (params.automatic_payment_methods !== undefined) throw unknownParam("automatic_payment_methods");
    if (params.amount !== undefined) intent.amount = readAmount(params.amount);
    if (params.currency !== undefined) intent.currency = readCurrency(params.currency);
    if (params.payment_method_types !== undefined) {
      Object.assign(intent, readPaymentMethodConfig({ payment_method_types: params.payment_method_types }));
    }
    const captureMethod = readCaptureMethod(params.capture_method);
    if (captureMethod) intent.capture_method = captureMethod;
    intent.metadata = applyMetadata(intent.metadata, params.metadata);
    for (const key of ["description", "receipt_email"]) {
      const value = readOptionalString(params[key], key);
      if (value !== undefined) intent[key] = value;
    }
    const customer = readCustomer(params.customer);
    if (customer !== undefined) intent.customer = customer;
    const usage = readSetupFutureUsage(params.setup_future_usage);
    if (usage !== undefined) intent.setup_future_usage = usage;
    const cardOptions = readPaymentMethodOptions(params.payment_method_options, intent.payment_method_options);
    if (cardOptions.cvcToken !== undefined) throw cvcTokenOutsideConfirmation();
    intent.payment_method_options = cardOptions.options;
    const paymentMethod = paymentMethods.resolve(params);
    if (paymentMethod?.failure) throw cardErrorWithoutIntent(paymentMethod.failure);
    if (paymentMethod) {
      intent.payment_method = paymentMethod.id;
      intent.status = "requires_confirmation";
    } else if (params.payment_method === "") {
      intent.payment_method = null;
      intent.status = "requires_payment_method";
    }
    const handled = new Set([
      ...alwaysUpdatable,
      "amount",
      "currency",
      "payment_method_types",
      "capture_method",
      "customer",
      "payment_method",
      "payment_method_options",
      "setup_future_usage",
    ]);
    storeOtherParams(intent, params, handled);
    record.intent = intent;
    return { status: 200, body: publicView(intent, ctx.auth) };
  }

  function cancelPaymentIntent(ctx, id) {
    requireSecretKey(ctx.auth);
    const record = store.find(id, ctx.auth);
    const reason = ctx.params.cancellation_reason;
    if (reason !== undefined && !CANCELLATION_REASONS.includes(reason)) {
      throw invalidRequest(`Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(", ")}`, {
        param: "cancellation_reason",
      });
    }
    const { intent } = record;
    if (!CANCELABLE.includes(intent.status)) {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
          `Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
        {
          code: "payment_intent_unexpected_state",
          replayable: true,
          extra: { payment_intent: publicView(intent, ctx.auth) },
        },
      );
    }
    // Canceling an authorisation releases the held funds: nothing is left to capture.
    intent.status = "canceled";
    intent.amount_capturable = 0;
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = reason ?? null;
    events.record(ctx, "payment_intent.canceled", record);
    return { status: 200, body: publicView(intent, ctx.auth) };
  }

  function confirmPaymentIntent(ctx, id) {
    const { params, auth } = ctx;
    const record = store.find(id, auth, params.client_secret);
    const { intent } = record;
    if (auth.kind === "publishable" && intent.confirmation_method === "manual") {
      throw invalidRequest(
        "This PaymentIntent's confirmation_method is manual, so it can only be confirmed with a secret key.",
        { code: "payment_intent_unexpected_state" },
      );
    }
    if (intent.status === "succeeded") {
      throw invalidRequest(
        "This PaymentIntent has already succeeded and cannot be confirmed again. Create a new PaymentIntent for a new payment.",
        {
          code: "payment_intent_unexpected_state",
          replayable: true,
          extra: { payment_intent: publicView(intent, auth) },
        },
      );
    }
    if (!CONFIRMABLE.includes(intent.status)) {
      throw invalidRequest(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. ` +
          `Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(", ")}.`,
        {
          code: "payment_intent_unexpected_state",
          replayable: true,
          extra: { payment_intent: publicView(intent, auth) },
        },
      );
    }
    let paymentMethod = paymentMethods.resolve(params);
    if (!paymentMethod && intent.payment_method) paymentMethod = paymentMethods.get(intent.payment_method) ?? null;
    if (!paymentMethod) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. " +
          "Pass payment_method (e.g. pm_card_visa) or payment_method_data.",
        { param: "payment_method", code: "payment_intent_unexpected_state" },
      );
    }
    for (const key of ["receipt_email"]) {
      const value = readOptionalString(params[key], key);
      if (value !== undefined) intent[key] = value;
    }
    const usage = readSetupFutureUsage(params.setup_future_usage);
    if (usage !== undefined) intent.setup_future_usage = usage;
    const cardOptions = readPaymentMethodOptions(params.payment_method_options, intent.payment_method_options);
    intent.payment_method_options = cardOptions.options;
    const returnUrl = readOptionalString(params.return_url, "return_url");
    if (returnUrl !== undefined) record.returnUrl = returnUrl;
    if (params.shipping !== undefined) intent.shipping = params.shipping === "" ? null : params.shipping;
    return confirmWith(ctx, record, paymentMethod, {
      typed: params.payment_method_data !== undefined,
      cvcToken: cardOptions.cvcToken,
    });
  }

  /**
   * Charges the card. A card whose issuer asks for 3-D Secure leaves the intent in requires_action
   * with a redirect to the sandbox's challenge page (challenge.mjs), which settles it; any other
   * outcome is final at once (no `processing`). `cvc`: whether the card details were typed in this
   * request, and the cvc_update token that came with it (cvc.mjs).
   */
  function confirmWith(ctx, record, paymentMethod, cvc) {
    const { intent } = record;
    const owner = paymentMethod.method?.customer ?? null;
    if (owner !== null && owner !== intent.customer) {
      // Stripe never charges one Customer's saved card on another's (or no Customer's) intent.
      throw invalidRequest(
        `The provided PaymentMethod ${paymentMethod.id} is attached to another Customer than this PaymentIntent's.`,
        { param: "payment_method", code: "payment_method_unexpected_state" },
      );
    }
    const cvcChecked = spendRecollectedCvc(cvcTokens, intent, cvc);
    const failure = paymentMethod.failure ?? issuerDecision(paymentMethod.number);
    if (!failure) {
      if (cvcChecked) paymentMethod.method.card.checks.cvc_check = "pass";
      if (needsAuthentication(paymentMethod, intent)) {
        Object.assign(intent, {
          last_payment_error: null,
          payment_method: paymentMethod.id,
          status: "requires_action",
          next_action: challenges.nextAction(ctx, record),
        });
        events.record(ctx, "payment_intent.requires_action", record);
        return { status: 200, body: publicView(intent, ctx.auth) };
      }
      pay(ctx, record, paymentMethod);
      return { status: 200, body: publicView(intent, ctx.auth) };
    }
    const lastError = { type: "card_error", code: failure.code };
    if (failure.decline_code) lastError.decline_code = failure.decline_code;
    lastError.doc_url = `https://stripe.com/docs/error-codes/${failure.code.replaceAll("_", "-")}`;
    lastError.message = failure.message;
    if (failure.param) lastError.param = failure.param;
    if (paymentMethod.method) lastError.payment_method = structuredClone(paymentMethod.method);
    if (failure.charge) {
      intent.latest_charge = newId("ch");
      lastError.charge = intent.latest_charge;
    }
    Object.assign(intent, { last_payment_error: lastError, payment_method: null, status: "requires_payment_method" });
    events.record(ctx, "payment_intent.payment_failed", record);
    throw new ApiError(
      402,
      { ...structuredClone(lastError), payment_intent: publicView(intent, ctx.auth) },
      { replayable: true },
    );
  }

  /** The card is charged (or authorised); with setup_future_usage it is saved to the Customer. */
  function pay(ctx, record, paymentMethod) {
    const { intent } = record;
    Object.assign(intent, {
      last_payment_error: null,
      latest_charge: newId("ch"),
      next_action: null,
      payment_method: paymentMethod.id,
    });
    if (intent.customer && intent.setup_future_usage) {
      paymentMethods.attach(paymentMethod.id, intent.customer, { onSession: true });
    }
    if (intent.capture_method === "manual") authorise(events, ctx, record);
    else settle(events, ctx, record, intent.amount);
  }

  /** The cardholder's answer to the challenge of an intent in requires_action. */
  function authenticate(ctx, record, passed) {
    const { intent } = record;
    const paymentMethod = paymentMethods.get(intent.payment_method);
    if (passed) {
      pay(ctx, record, paymentMethod);
      return;
    }
    Object.assign(intent, {
      last_payment_error: authenticationFailure(paymentMethod),
      next_action: null,
      payment_method: null,
      status: "requires_payment_method",
    });
    events.record(ctx, "payment_intent.payment_failed", record);
  }

  return {
    authenticate,
    create: createPaymentIntent,
    retrieve: retrievePaymentIntent,
    update: updatePaymentIntent,
    cancel: cancelPaymentIntent,
    confirm: confirmPaymentIntent,
  };
}
