/**
 * Addresses for throw-away test clients. The functions and the shop API limit registrations and
 * failed sign-ins per client address, across accounts
 * (docs/decisions/015-sign-up-and-spraying-limits.md), and the suites register hundreds of
 * customers: each one, and each test that fails sign-ins on purpose, comes from an address of its
 * own, as separate shoppers would. They are loopback addresses (127.200.x.y), so a test can
 * connect from one (fetch-from.ts); tests about the limits pick theirs here too.
 */
import { randomInt } from "node:crypto";

const RANGE = 2 ** 16;
// A random start, so two processes (e2e workers) do not walk the same addresses.
let next = randomInt(RANGE);

/** A loopback address no other call of this process has had. */
export function freshClientAddress(): string {
  const n = next++ % RANGE;
  return `127.200.${n >> 8}.${n & 255}`;
}
