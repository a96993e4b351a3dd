// Parameter readers. Form values are all strings; JSON values may be typed: the readers accept
// both, as Stripe does.

import { invalidRequest, missingParam } from "./errors.mjs";

// 50 minor units is Stripe's minimum for INR, USD and EUR; other currencies differ on Stripe.
const MIN_AMOUNT = 50;
// Stripe caps amounts at eight digits ("Amount must be no more than ₹999,999.99").
const MAX_AMOUNT = 99_999_999;

export function readInteger(value, param) {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^-?\d+$/.test(text.trim())) {
    throw invalidRequest(`Invalid integer: ${typeof value === "string" ? value : JSON.stringify(value)}`, {
      param,
      code: "parameter_invalid_integer",
    });
  }
  return Number(text.trim());
}

export function readBoolean(value, param) {
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  throw invalidRequest(`Invalid boolean: ${String(value)}`, { param, code: "parameter_invalid_boolean" });
}

/** `undefined` when absent, `null` when sent empty (how the SDK encodes null: Stripe's "unset"). */
export function readOptionalString(value, param) {
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  if (typeof value !== "string" && typeof value !== "number") {
    throw invalidRequest(`Invalid string: ${param} must be a string.`, { param, code: "parameter_invalid_string" });
  }
  return String(value);
}

export function readAmount(value) {
  if (value === undefined || value === "") throw missingParam("amount");
  const amount = readInteger(value, "amount");
  if (amount < MIN_AMOUNT) {
    throw invalidRequest(`Amount must be at least ${MIN_AMOUNT} in the currency's smallest unit.`, {
      param: "amount",
      code: "amount_too_small",
    });
  }
  if (amount > MAX_AMOUNT) {
    throw invalidRequest(`Amount must be no more than ${MAX_AMOUNT} in the currency's smallest unit.`, {
      param: "amount",
      code: "amount_too_large",
    });
  }
  return amount;
}

export function readCurrency(value) {
  if (value === undefined || value === "") throw missingParam("currency");
  const currency = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest(`Invalid currency: ${String(value)}. Use a three-letter ISO code such as inr.`, {
      param: "currency",
    });
  }
  return currency;
}

/**
 * Applies a metadata parameter the way Stripe does on create and update: keys merge into what is
 * there, a key sent empty is removed, and `metadata=` (empty) clears everything.
 */
export function applyMetadata(current, value) {
  if (value === undefined) return current;
  if (value === "" || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    throw invalidRequest("Invalid metadata: it must be a hash of string keys and values.", { param: "metadata" });
  }
  const next = { ...current };
  for (const [key, raw] of Object.entries(value)) {
    if (key.length > 40) {
      throw invalidRequest(`Metadata keys can have up to 40 characters; "${key}" has ${key.length}.`, {
        param: `metadata[${key}]`,
      });
    }
    if (raw === "" || raw === null) {
      delete next[key];
      continue;
    }
    if (typeof raw === "object") {
      throw invalidRequest(`Invalid metadata value for "${key}": values must be strings.`, {
        param: `metadata[${key}]`,
      });
    }
    const text = String(raw);
    if (text.length > 500) {
      throw invalidRequest(`Metadata values can have up to 500 characters; "${key}" has ${text.length}.`, {
        param: `metadata[${key}]`,
      });
    }
    next[key] = text;
  }
  if (Object.keys(next).length > 50) {
    throw invalidRequest("Metadata can have up to 50 keys.", { param: "metadata" });
  }
  return next;
}

export function readOptionalAmount(value, param, max) {
  if (value === undefined || value === "") return max;
  const amount = readInteger(value, param);
  if (amount < 1 || amount > max) {
    throw invalidRequest(`${param} must be a positive integer no greater than ${max}.`, {
      param,
      code: "amount_too_large",
    });
  }
  return amount;
}
