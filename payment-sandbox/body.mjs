import { invalidRequest } from "./errors.mjs";

const MAX_BODY_BYTES = 100 * 1024;

// Keys that would reach Object.prototype when assigned: refused outright, in forms and JSON alike,
// because parameters are copied onto stored objects.
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Parses Stripe's form encoding, which stripe-node produces with qs-style brackets:
 * `metadata[order]=7`, `payment_method_types[0]=card`, `expand[]=x` (brackets may also arrive
 * percent-encoded). Objects whose keys are exactly 0..n-1 become arrays, as on Stripe.
 */
export function parseFormBody(text) {
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
    const segments = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (segments.length > 8) throw invalidRequest(`Parameter nested too deeply: ${rawKey}`);
    let node = root;
    segments.forEach((segment, index) => {
      const key = segment === "" ? String(Object.keys(node).length) : segment;
      if (FORBIDDEN_KEYS.has(key)) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
      const last = index === segments.length - 1;
      const existing = Object.hasOwn(node, key) ? node[key] : undefined;
      if (last) {
        if (typeof existing === "object") throw invalidRequest(`Invalid hash: ${rawKey} is also given as a hash`);
        node[key] = value;
      } else {
        if (existing === undefined) node[key] = {};
        else if (typeof existing !== "object")
          throw invalidRequest(`Invalid hash: ${rawKey} is also given as a string`);
        node = node[key];
      }
    });
  }
  return indexedObjectsToArrays(root);
}

function indexedObjectsToArrays(value) {
  if (typeof value !== "object" || value === null) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = indexedObjectsToArrays(value[key]);
  const isList = keys.length > 0 && keys.every((key, i) => key === String(i));
  return isList ? keys.map((key) => value[key]) : value;
}

function parseJsonBody(text) {
  let parsed;
  try {
    parsed = JSON.parse(text, (key, value) => {
      if (FORBIDDEN_KEYS.has(key)) throw new Error(`forbidden key ${key}`);
      return value;
    });
  } catch (error) {
    throw invalidRequest(`Invalid JSON body: ${error.message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest("The JSON body must be an object of parameters.");
  }
  return parsed;
}

/** The parameters of a POST body, form-encoded or JSON. */
export function parseBody(contentType, text) {
  if (text.trim() === "") return {};
  const mediaType = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (mediaType === "application/json") return parseJsonBody(text);
  // Stripe reads any other body as a form (curl -d, fetch with a string body send text/plain);
  // only multipart, which carries files, would be misread.
  if (!mediaType.startsWith("multipart/")) return parseFormBody(text);
  throw invalidRequest(
    `Unsupported Content-Type: ${mediaType}. Send application/x-www-form-urlencoded (as Stripe's SDKs do) or application/json.`,
    { status: 415 },
  );
}

/** The raw body, refused (413) past MAX_BODY_BYTES. */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (declared > MAX_BODY_BYTES) {
      reject(invalidRequest(`Request body too large: the limit is ${MAX_BODY_BYTES} bytes.`, { status: 413 }));
      return;
    }
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        tooLarge = true;
        reject(invalidRequest(`Request body too large: the limit is ${MAX_BODY_BYTES} bytes.`, { status: 413 }));
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!tooLarge) resolve(Buffer.concat(chunks).toString("utf8"));
    });
    req.on("error", reject);
  });
}
