// The payment sandbox's local keys, shared by the sandbox (payment-sandbox/server.mjs) and the
// functions (functions/_shared/config.ts), which fall back to them when no Stripe key is set.
// They open nothing but the local sandbox, and both sides refuse them in production.
export const LOCAL_SECRET_KEY = "sk_test_sandbox_local";
export const LOCAL_PUBLISHABLE_KEY = "pk_test_sandbox_local";
export const LOCAL_WEBHOOK_SECRET = "whsec_local_sandbox_do_not_use_in_production";
