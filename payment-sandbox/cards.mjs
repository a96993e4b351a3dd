import { createHash } from "node:crypto";
import { ApiError, invalidRequest, missingParam } from "./errors.mjs";
import { newId, nowSeconds } from "./ids.mjs";

// Stripe's test cards: the numbers, their issuers' answers, and the PaymentMethods made from them.

// Stripe's magic PaymentMethod ids (https://docs.stripe.com/testing) and the card each stands for.
const TEST_PAYMENT_METHODS = {
  pm_card_visa: "4242424242424242",
  pm_card_visa_debit: "4000056655665556",
  pm_card_mastercard: "5555555555554444",
  pm_card_amex: "378282246310005",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_chargeDeclinedLostCard: "4000000000009987",
  pm_card_chargeDeclinedStolenCard: "4000000000009979",
  pm_card_chargeDeclinedExpiredCard: "4000000000000069",
  pm_card_chargeDeclinedIncorrectCvc: "4000000000000127",
  pm_card_chargeDeclinedProcessingError: "4000000000000119",
  pm_card_authenticationRequired: "4000002760003184",
  pm_card_authenticationRequiredOnSetup: "4000002500003155",
};

// Stripe's 3-D Secure test cards: one asks on every payment, the other unless it was saved for
// on-session use (setup_future_usage) by an authenticated payment of the same Customer.
const ALWAYS_AUTHENTICATE = "4000002760003184";
const AUTHENTICATE_UNLESS_SAVED = "4000002500003155";

/** Whether the issuer asks the cardholder to authenticate this payment of `intent`. */
export function needsAuthentication(saved, intent) {
  if (saved.number === ALWAYS_AUTHENTICATE) return true;
  if (saved.number !== AUTHENTICATE_UNLESS_SAVED) return false;
  return !(saved.savedOnSession && intent.customer !== null && saved.method.customer === intent.customer);
}

const DECLINED = "Your card was declined.";

// What the issuer answers for Stripe's decline test cards; every other valid number is approved.
const DECLINES = {
  4000000000000002: { code: "card_declined", decline_code: "generic_decline", message: DECLINED },
  4000000000009995: {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  4000000000009987: { code: "card_declined", decline_code: "lost_card", message: DECLINED },
  4000000000009979: { code: "card_declined", decline_code: "stolen_card", message: DECLINED },
  4000000000000069: { code: "expired_card", decline_code: "expired_card", message: "Your card has expired." },
  4000000000000127: {
    code: "incorrect_cvc",
    decline_code: "incorrect_cvc",
    message: "Your card's security code is incorrect.",
    param: "cvc",
  },
  4000000000000119: {
    code: "processing_error",
    decline_code: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

const DEBIT_CARDS = new Set(["4000056655665556", "5200828282828210"]);

function luhnValid(number) {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardBrand(number) {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^(6011|65|64[4-9])/.test(number)) return "discover";
  if (/^35/.test(number)) return "jcb";
  if (/^3(0|6|8)/.test(number)) return "diners";
  if (/^62/.test(number)) return "unionpay";
  return "unknown";
}

/** The error for card details refused while only attaching them (no confirmation, no intent change). */
export function cardErrorWithoutIntent(failure) {
  const error = { type: "card_error", code: failure.code, message: failure.message };
  if (failure.param) error.param = failure.param;
  return new ApiError(402, error);
}

/** A card_error as Stripe raises it; `charge` says whether the issuer saw (and failed) a charge. */
function cardFailure(code, message, { param, decline_code, charge = false } = {}) {
  return { code, message, param, decline_code, charge };
}

/**
 * Validates raw card details the way Stripe does before any charge: number format, then Luhn,
 * expiry month, expiry year, expiry date, then the CVC (which, as on Stripe, may be omitted).
 * Returns `{ card }` or `{ failure }`.
 */
function validateCard(raw) {
  const number =
    typeof raw.number === "string" || typeof raw.number === "number" ? String(raw.number).replace(/\s+/g, "") : "";
  if (!/^\d{12,19}$/.test(number)) {
    return { failure: cardFailure("invalid_number", "Your card number is invalid.", { param: "number" }) };
  }
  if (!luhnValid(number)) {
    return { failure: cardFailure("incorrect_number", "Your card number is incorrect.", { param: "number" }) };
  }
  const monthText = String(raw.exp_month ?? "").trim();
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
  if (!(month >= 1 && month <= 12)) {
    return {
      failure: cardFailure("invalid_expiry_month", "Your card's expiration month is invalid.", { param: "exp_month" }),
    };
  }
  const yearText = String(raw.exp_year ?? "").trim();
  let year = /^\d{2}$|^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (year < 100) year += 2000;
  const now = new Date();
  const thisYear = now.getUTCFullYear();
  if (!(year >= 2000 && year <= thisYear + 50)) {
    return {
      failure: cardFailure("invalid_expiry_year", "Your card's expiration year is invalid.", { param: "exp_year" }),
    };
  }
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) {
    return { failure: cardFailure("expired_card", "Your card has expired.", { param: "exp_month" }) };
  }
  if (raw.cvc !== undefined && raw.cvc !== "" && !/^\d{3,4}$/.test(String(raw.cvc).trim())) {
    return { failure: cardFailure("invalid_cvc", "Your card's security code is invalid.", { param: "cvc" }) };
  }
  return { card: { number, exp_month: month, exp_year: year } };
}

/** The issuer's answer: null for an approval, or the decline. */
export function issuerDecision(number) {
  const decline = DECLINES[number];
  return decline ? cardFailure(decline.code, decline.message, { ...decline, charge: true }) : null;
}

function billingDetails(raw) {
  const details = typeof raw === "object" && raw !== null ? raw : {};
  const address = typeof details.address === "object" && details.address !== null ? details.address : {};
  const field = (value) => (typeof value === "string" && value !== "" ? value : null);
  return {
    address: {
      city: field(address.city),
      country: field(address.country),
      line1: field(address.line1),
      line2: field(address.line2),
      postal_code: field(address.postal_code),
      state: field(address.state),
    },
    email: field(details.email),
    name: field(details.name),
    phone: field(details.phone),
  };
}

/** The PaymentMethods the sandbox issued, so a saved one can be reused by its pm_ id. */
export function createPaymentMethods() {
  const paymentMethods = new Map();

  /**
   * The PaymentMethod a request names: a `payment_method` id (Stripe's pm_card_* fixtures or a
   * pm_ the sandbox issued) or `payment_method_data` with raw card details. Raw details that fail
   * validation come back as `{ failure }`: on Stripe that is a card error of the confirmation.
   */
  function resolvePaymentMethod(params) {
    const { payment_method: pmId, payment_method_data: data } = params;
    if (pmId !== undefined && pmId !== "" && data !== undefined) {
      throw invalidRequest("You may only specify one of these parameters: payment_method, payment_method_data.", {
        param: "payment_method_data",
      });
    }
    if (pmId !== undefined && pmId !== "") {
      if (typeof pmId !== "string") throw invalidRequest("payment_method must be an id.", { param: "payment_method" });
      const fixture = TEST_PAYMENT_METHODS[pmId];
      if (fixture) {
        // Like Stripe, a fixture id mints a new PaymentMethod each time it is used.
        return createPaymentMethod({ number: fixture, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 }, {});
      }
      return usable(findPaymentMethod(pmId, "payment_method"));
    }
    if (data === undefined) return null;
    if (typeof data !== "object" || data === null) {
      throw invalidRequest("payment_method_data must be a hash.", { param: "payment_method_data" });
    }
    if (data.type === undefined) throw missingParam("payment_method_data[type]");
    if (data.type !== "card") {
      throw invalidRequest(`The payment sandbox only simulates card payments, not ${String(data.type)}.`, {
        param: "payment_method_data[type]",
      });
    }
    if (typeof data.card !== "object" || data.card === null) throw missingParam("payment_method_data[card]");
    if (data.card.number === undefined) throw missingParam("payment_method_data[card][number]");
    const checked = validateCard(data.card);
    if (checked.failure) return { failure: checked.failure };
    return createPaymentMethod(checked.card, data.billing_details);
  }

  function createPaymentMethod(card, billing) {
    const id = newId("pm");
    const method = {
      id,
      object: "payment_method",
      billing_details: billingDetails(billing),
      card: {
        brand: cardBrand(card.number),
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "unchecked" },
        country: "US",
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        // The same number has the same fingerprint, as on Stripe (which derives it per account).
        fingerprint: createHash("sha256").update(card.number).digest("base64url").slice(0, 16),
        funding: DEBIT_CARDS.has(card.number) ? "debit" : "credit",
        generated_from: null,
        last4: card.number.slice(-4),
        networks: { available: [cardBrand(card.number)], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      allow_redisplay: "unspecified",
      created: nowSeconds(),
      customer: null,
      livemode: false,
      metadata: {},
      type: "card",
    };
    paymentMethods.set(id, { id, number: card.number, method, savedOnSession: false, detached: false });
    return paymentMethods.get(id);
  }

  /** As on Stripe, detaching is final: the card can pay no more and be attached to no one. */
  function usable(saved) {
    if (!saved.detached) return saved;
    throw invalidRequest("This PaymentMethod was previously detached from a Customer and may not be used again.", {
      param: "payment_method",
      code: "payment_method_unexpected_state",
    });
  }

  function findPaymentMethod(id, param = "payment_method") {
    const saved = paymentMethods.get(id);
    if (!saved)
      throw invalidRequest(`No such PaymentMethod: '${id}'`, { status: 404, param, code: "resource_missing" });
    return saved;
  }

  /** `onSession`: saved by a payment with setup_future_usage, so the issuer trusts it on session. */
  function attach(id, customerId, { onSession = false } = {}) {
    const saved = usable(findPaymentMethod(id));
    if (saved.method.customer !== null && saved.method.customer !== customerId) {
      throw invalidRequest("The payment method you provided has already been attached to a customer.", {
        param: "payment_method",
        replayable: true,
      });
    }
    saved.method.customer = customerId;
    if (onSession) saved.savedOnSession = true;
    return saved;
  }

  function detach(id) {
    const saved = findPaymentMethod(id);
    if (saved.method.customer === null) {
      throw invalidRequest(
        "The payment method you provided is not attached to a customer so detachment is impossible.",
        { param: "payment_method", replayable: true },
      );
    }
    saved.method.customer = null;
    saved.savedOnSession = false;
    saved.detached = true;
    return saved;
  }

  /** The Customer's PaymentMethods, newest first (copies), as Stripe lists them. */
  function ofCustomer(customerId) {
    return [...paymentMethods.values()]
      .filter((saved) => saved.method.customer === customerId)
      .reverse()
      .map((saved) => structuredClone(saved.method));
  }

  return {
    resolve: resolvePaymentMethod,
    get: (id) => paymentMethods.get(id),
    find: findPaymentMethod,
    attach,
    detach,
    ofCustomer,
  };
}
