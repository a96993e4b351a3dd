import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { setTimeout as sleep } from "node:timers/promises";
import { nowSeconds } from "./ids.mjs";

const WEBHOOK_RETRY_DELAYS_MS = [500, 1000, 2000, 4000];
const WEBHOOK_TIMEOUT_MS = 10_000;

/** The Stripe-Signature header of a payload sent at `timestamp` (seconds). */
export function signatureHeader(secret, timestamp, payload) {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** Delivers events to `target` (a URL, or null for none) after the answer, with retries. */
export function createWebhookSender({ target, secret, log }) {
  const shutdown = new AbortController();
  const deliveries = new Set();

  function deliverLater(event) {
    if (!target || shutdown.signal.aborted) return;
    const delivery = deliver(event).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  /** POSTs one event with retries; each attempt is signed afresh, as Stripe does. */
  async function deliver(event) {
    const payload = JSON.stringify(event, null, 2);
    const attempts = WEBHOOK_RETRY_DELAYS_MS.length + 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const timestamp = nowSeconds();
      let outcome;
      try {
        const status = await postWebhook(target, payload, signatureHeader(secret, timestamp, payload), shutdown.signal);
        if (status >= 200 && status < 300) {
          log(`webhook ${event.type} ${event.id} delivered (HTTP ${status}, attempt ${attempt})`);
          return;
        }
        outcome = `HTTP ${status}`;
      } catch (error) {
        if (shutdown.signal.aborted) return;
        outcome = error.code ?? error.message;
      }
      const delay = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
      const what = `webhook ${event.type} ${event.id} to ${target.href} failed (${outcome}), attempt ${attempt}/${attempts}`;
      if (delay === undefined) {
        log(`${what}; giving up`);
        return;
      }
      log(`${what}; retrying in ${delay / 1000}s`);
      try {
        await sleep(delay, undefined, { signal: shutdown.signal });
      } catch {
        return; // closed while waiting
      }
    }
  }

  return {
    deliverLater,
    /** Aborts deliveries that are waiting or in flight; resolves once they have all stopped. */
    close() {
      shutdown.abort();
      return Promise.allSettled([...deliveries]).then(() => undefined);
    },
  };
}

/** One webhook POST; resolves with the status code. No keep-alive: nothing lingers after close. */
function postWebhook(target, payload, signature, signal) {
  return new Promise((resolve, reject) => {
    const request = (target.protocol === "https:" ? https : http).request(
      target,
      {
        method: "POST",
        agent: false,
        signal,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Length": Buffer.byteLength(payload),
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "Stripe-Signature": signature,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
    request.on("error", reject);
    request.end(payload);
  });
}
