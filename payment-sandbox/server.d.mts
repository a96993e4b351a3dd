// Types of server.mjs for TypeScript importers (tests, set-ups). The objects mirror the subset of
// Stripe's PaymentIntent and Event that the sandbox produces; the index signatures leave room for
// parameters it stores verbatim.

export { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from "./local-keys.mjs";
export const DEFAULT_PORT: 12111;
export const DEFAULT_WEBHOOK_URL: "http://localhost:8888/api/stripe-webhook";
/** The API version stripe-node 23.1.0 pins; events carry it when a request named none. */
export const DEFAULT_API_VERSION: string;

export interface PaymentSandboxOptions {
  /** Default 12111; 0 picks a free port. */
  port?: number;
  /** Default "127.0.0.1". */
  host?: string;
  /** The accepted secret API key (must start with sk_test_); default LOCAL_SECRET_KEY. */
  secretKey?: string;
  /** The accepted publishable key (must start with pk_test_); default LOCAL_PUBLISHABLE_KEY. */
  publishableKey?: string;
  /** Where events are POSTed; default DEFAULT_WEBHOOK_URL; null = record events, deliver none. */
  webhookUrl?: string | null;
  /** Signs the Stripe-Signature header; default LOCAL_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** Origins that get CORS headers (browser calls); default ["http://localhost:8888"]. */
  allowedOrigins?: string[];
  /** One line per request and per failed webhook attempt, unprefixed; default: silent. */
  log?: (line: string) => void;
}

export type SandboxPaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export interface SandboxCardError {
  type: "card_error";
  code: string;
  decline_code?: string;
  doc_url: string;
  message: string;
  param?: string;
  /** The failed charge, when the issuer declined (not for card details refused up front). */
  charge?: string;
  payment_method?: Record<string, unknown>;
}

export interface SandboxPaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: "always" | "never" } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  /** manual: a good card authorises (requires_capture) and POST .../capture takes the money. */
  capture_method: "automatic" | "automatic_async" | "manual";
  client_secret: string;
  confirmation_method: "automatic" | "manual";
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error:
    | SandboxCardError
    | { type: "invalid_request_error"; code: "payment_intent_authentication_failure"; message: string }
    | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  /** redirect_to_url while a 3-D Secure card waits for the challenge (status requires_action). */
  next_action: {
    type: "redirect_to_url";
    redirect_to_url: { url: string; return_url: string | null };
  } | null;
  setup_future_usage?: "on_session" | "off_session" | null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: SandboxPaymentIntentStatus;
  [param: string]: unknown;
}

export type SandboxIntentEventType =
  | "payment_intent.amount_capturable_updated"
  | "payment_intent.succeeded"
  | "payment_intent.payment_failed"
  | "payment_intent.requires_action"
  | "payment_intent.canceled";

export type SandboxEventType = SandboxIntentEventType | "charge.refunded" | "refund.created";

/** The charge of a succeeded intent, as `charge.refunded` carries it. */
export interface SandboxCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  payment_method: string | null;
  /** True once the whole captured amount is refunded. */
  refunded: boolean;
  status: "succeeded";
}

/** What POST /v1/refunds answers and `refund.created` carries. */
export interface SandboxRefund {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: "duplicate" | "fraudulent" | "requested_by_customer" | null;
  receipt_number: null;
  status: "succeeded";
}

export interface SandboxEvent {
  id: string;
  object: "event";
  /** The Stripe-Version of the request that created the intent, else DEFAULT_API_VERSION. */
  api_version: string;
  created: number;
  /** The intent for payment_intent.* events, the charge for charge.refunded, the refund for refund.created. */
  data: { object: SandboxPaymentIntent | SandboxCharge | SandboxRefund };
  livemode: false;
  /** 1 when a webhookUrl is set, else 0. */
  pending_webhooks: number;
  request: { id: string; idempotency_key: string | null };
  type: SandboxEventType;
}

export interface PaymentSandbox {
  /** Base URL, e.g. http://127.0.0.1:12111 */
  url: string;
  port: number;
  /** Stops listening, drops open connections and abandons pending webhook deliveries. */
  close(): Promise<void>;
  /** Every event emitted so far, oldest first, whether or not its delivery succeeded (copies). */
  events(): SandboxEvent[];
}

export function startPaymentSandbox(options?: PaymentSandboxOptions): Promise<PaymentSandbox>;

/** Stripe's form encoding (bracket notation) to nested parameters; exported for tests. */
export function parseFormBody(text: string): Record<string, unknown>;
