/** Waiting until servers answer as they do once started (for the functions suite's setups). */
import { setTimeout as sleep } from "node:timers/promises";

export interface Probe {
  method: string;
  url: string;
  /** The answers that mean "ready". */
  status: readonly number[];
}

/** A cheap request per function that needs no shop API, and what it answers once loaded. */
export function functionProbes(site: string): Probe[] {
  return (
    [
      ["GET", "/api/session", 200],
      ["GET", "/api/customers", 405],
      ["POST", "/api/categories", 405],
      ["GET", "/api/products?pageSize=49", 400],
      ["GET", "/api/cart", 401],
      ["GET", "/api/addresses", 401],
      ["GET", "/api/orders", 401],
      ["GET", "/api/payment-status", 400],
      ["GET", "/api/stripe-webhook", 405],
    ] as const
  ).map(([method, path, status]) => ({ method, url: `${site}${path}`, status: [status] }));
}

/**
 * Resolves once one whole pass of the probes gets ready answers (`netlify dev` says it is ready
 * before it has loaded every function, and answers 500 "Cannot find module" until then).
 */
export async function waitForAnswers(probes: readonly Probe[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await Promise.all(
      probes.map(({ method, url }) =>
        fetch(url, {
          method,
          headers: { Origin: new URL(url).origin, "Content-Type": "application/json" },
          body: method === "POST" ? "{}" : undefined,
        })
          .then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          })
          .catch(() => 0),
      ),
    );
    const wrong = probes.findIndex((probe, index) => !probe.status.includes(statuses[index] ?? 0));
    if (wrong === -1) return;
    if (Date.now() > deadline) {
      const probe = probes[wrong];
      throw new Error(`${probe?.method} ${probe?.url} still answers ${statuses[wrong]} after ${timeoutMs / 1000} s`);
    }
    await sleep(500);
  }
}
