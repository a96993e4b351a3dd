// The payment sandbox's local keys. The local stack (scripts/local-stack-env.mjs) hands them to the
// functions; they open nothing but the local sandbox, and the functions refuse them in every
// deployed context (functions/_shared/config.ts knows their fingerprints).
export const LOCAL_SECRET_KEY = "sk_test_sandbox_local";
export const LOCAL_PUBLISHABLE_KEY = "pk_test_sandbox_local";
export const LOCAL_WEBHOOK_SECRET = "whsec_local_sandbox_do_not_use_in_production";
