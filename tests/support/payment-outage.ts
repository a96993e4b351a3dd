// The local payment sandbox's outage switch, for the tests of what waits while the provider is
// down (refunds of cancellations and of returns) and is done once when it is back.
import { expect } from "vitest";

const SANDBOX_KEY = { Authorization: "Bearer sk_test_sandbox_local" };

/** The provider down (every call 503, or `status` 500) for `seconds`, or up again with 0. */
export async function paymentOutage(sandboxUrl: string, seconds: number, status: 500 | 503 = 503): Promise<void> {
  const response = await fetch(`${sandboxUrl}/_sandbox/outage`, {
    method: "POST",
    headers: { ...SANDBOX_KEY, "Content-Type": "application/x-www-form-urlencoded" },
    body: `seconds=${seconds}&status=${status}`,
  });
  expect(response.status, await response.text()).toBe(200);
}

/** How many provider calls the outage has refused so far. */
export async function refusedPaymentCalls(sandboxUrl: string): Promise<number> {
  const response = await fetch(`${sandboxUrl}/_sandbox/outage`, { headers: SANDBOX_KEY });
  return ((await response.json()) as { refused: number }).refused;
}
