// The 3-D Secure challenge: Stripe's test cards that require authentication leave the intent in
// requires_action with next_action.redirect_to_url pointing here, as Stripe points to its own
// test page. The page is plain HTML whose "Complete" and "Fail" buttons are a form (no script),
// and it sends the shopper back to return_url with the query Stripe adds.

import { randomAlnum } from "./ids.mjs";

const PATH = "/_sandbox/authenticate/";
const SETTLED = new Set(["succeeded", "requires_capture"]);

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f4f4f5; }
main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
button { font: inherit; padding: 0.6rem 1.2rem; margin: 0 0.5rem 0.5rem 0; border-radius: 6px; cursor: pointer; }
.complete { background: #1d4ed8; color: #fff; border: 1px solid #1d4ed8; }
.fail { background: #fff; color: #1a1a1a; border: 1px solid #52525b; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The query Stripe adds to return_url after a redirect-based authentication. */
function returnLocation(record) {
  const { intent } = record;
  const url = new URL(record.returnUrl);
  url.searchParams.set("payment_intent", intent.id);
  url.searchParams.set("payment_intent_client_secret", intent.client_secret);
  url.searchParams.set("redirect_status", SETTLED.has(intent.status) ? "succeeded" : "failed");
  return url.href;
}

export function createChallenges({ store, intents }) {
  /** next_action for an intent whose card asks for authentication; a new challenge each time. */
  function nextAction(ctx, record) {
    record.challengeToken = randomAlnum(24);
    const url = `${ctx.origin}${PATH}${record.intent.id}?token=${record.challengeToken}`;
    return { type: "redirect_to_url", redirect_to_url: { url, return_url: record.returnUrl ?? null } };
  }

  /**
   * GET shows the challenge; POST `outcome=complete|fail` settles the intent and redirects (303) to
   * return_url. A challenge answered already (a second tab, the back button) redirects with the
   * intent's state as it is; one that is not this intent's current challenge is a 404.
   */
  function handle(method, pathname, params, ctx) {
    if (!pathname.startsWith(PATH)) return null;
    const record = store.get(decodeURIComponent(pathname.slice(PATH.length)));
    const token = typeof params.token === "string" ? params.token : "";
    if (!record || !record.challengeToken || token !== record.challengeToken) {
      return html(404, page("Unknown authentication", "<h1>Unknown authentication</h1><p>This link is not valid.</p>"));
    }
    const pending = record.intent.status === "requires_action";
    if (method === "POST") {
      if (pending) {
        if (params.outcome !== "complete" && params.outcome !== "fail") {
          return html(400, page("Choose an outcome", "<h1>Choose an outcome</h1><p>Complete or Fail.</p>"));
        }
        intents.authenticate(ctx, record, params.outcome === "complete");
      }
      if (record.returnUrl) return { status: 303, headers: { Location: returnLocation(record) }, body: "" };
      const done = SETTLED.has(record.intent.status) ? "Authentication completed" : "Authentication failed";
      return html(200, page(done, `<h1>${done}</h1><p>You may close this window.</p>`));
    }
    if (method !== "GET") return html(405, page("Not allowed", "<h1>Not allowed</h1>"));
    if (!pending && record.returnUrl) return { status: 303, headers: { Location: returnLocation(record) }, body: "" };
    const { intent } = record;
    const amount = `${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}`;
    return html(
      200,
      page(
        "3-D Secure test payment",
        `<h1>3-D Secure test payment</h1>
<p>The payment sandbox asks you to authenticate this payment of ${escapeHtml(amount)}, as a card's bank would.</p>
<form method="post" action="${PATH}${escapeHtml(intent.id)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="complete" type="submit" name="outcome" value="complete">Complete</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail</button>
</form>`,
      ),
    );
  }

  return { nextAction, handle };
}

function html(status, body) {
  return {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
    body,
  };
}
