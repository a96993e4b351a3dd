// The sign-in limit and the session revocations on the path Netlify runs: compare-and-swap on the
// blob's ETag. The functions suite runs them against the local stores (which are serialised
// instead, see functions/_shared/blob-record.ts); here a stand-in for Netlify's blob edge, with
// ETags and atomic If-Match / If-None-Match as Netlify documents them, answers @netlify/blobs'
// own requests (a fetch stub), so the conflicts and retries of 40 requests at once are real.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blobStore, isLocalBlobStore } from "@functions/_shared/blob-record";
import { reserveLoginCheck, type LoginReservation } from "@functions/_shared/login-throttle";
import { isRevoked, revokeAllSessions, revokeToken, SIGNED_OUT_LIMIT } from "@functions/_shared/session-revocation";

const EDGE = "https://edge.blobs.test";

/** Netlify's blob edge in miniature: every write is checked and applied in one step. */
function fakeEdge(options: { etags: boolean }) {
  const blobs = new Map<string, { body: string; etag: string }>();
  let writes = 0;
  let conflicts = 0;
  let reads = 0;
  const handler = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    if (url.origin !== EDGE) throw new Error(`unexpected request to ${url.href}`);
    const headers = new Headers(init.headers);
    const body = init.body === undefined || init.body === null ? "" : await new Response(init.body).text();
    // Requests overlap as they would over a network.
    await sleep(Math.random() * 5);
    const path = url.pathname;
    const method = (init.method ?? "GET").toUpperCase();
    const current = blobs.get(path);
    if (method === "GET") {
      reads++;
      if (!current) return new Response(null, { status: 404 });
      return new Response(current.body, { headers: options.etags ? { etag: current.etag } : {} });
    }
    if (method === "PUT") {
      const ifMatch = headers.get("if-match");
      const ifNoneMatch = headers.get("if-none-match");
      if ((ifNoneMatch === "*" && current) || (ifMatch !== null && current?.etag !== ifMatch)) {
        conflicts++;
        return new Response(null, { status: 412 });
      }
      const etag = `"${randomUUID()}"`;
      blobs.set(path, { body, etag });
      writes++;
      return new Response(null, { status: 200, headers: { etag } });
    }
    if (method === "DELETE") {
      blobs.delete(path);
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 405 });
  };
  return { handler, stats: () => ({ writes, conflicts, reads }) };
}

function useEdge(edge: ReturnType<typeof fakeEdge>) {
  vi.stubGlobal("fetch", vi.fn(edge.handler));
  vi.stubEnv(
    "NETLIFY_BLOBS_CONTEXT",
    Buffer.from(JSON.stringify({ edgeURL: EDGE, uncachedEdgeURL: EDGE, siteID: "site", token: "t" })).toString(
      "base64",
    ),
  );
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const granted = (results: LoginReservation[]) => results.filter((result) => result.granted).length;

describe("the sign-in limit with compare-and-swap (Netlify Blobs)", () => {
  it("takes the compare-and-swap path for a store that is not on loopback", () => {
    useEdge(fakeEdge({ etags: true }));
    expect(isLocalBlobStore()).toBe(false);
  });

  it("40 reservations at once from one address: exactly 10 granted, the rest told when to come back", async () => {
    const edge = fakeEdge({ etags: true });
    useEdge(edge);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => reserveLoginCheck("Victim@Shop.test", "203.0.113.9")),
    );
    expect(granted(results)).toBe(10);
    for (const result of results.filter((one) => !one.granted)) {
      expect(result).toMatchObject({ granted: false, scope: "address" });
      if (!result.granted) expect(result.retryAfterSeconds).toBeGreaterThan(14 * 60);
    }
    // The race was real: writers lost and tried again.
    expect(edge.stats().conflicts).toBeGreaterThan(0);

    // Another address for the same account is not locked out (it may wait a little).
    const owner = await reserveLoginCheck("victim@shop.test", "198.51.100.4");
    expect(owner).toMatchObject({ granted: true });
    if (owner.granted) expect(owner.waitMs).toBeLessThanOrEqual(1000);
  });

  it("a store that answers reads without an ETag cannot compare-and-swap: the check is refused", async () => {
    useEdge(fakeEdge({ etags: false }));
    expect((await reserveLoginCheck("a@shop.test", "203.0.113.9")).granted).toBe(true);
    await expect(reserveLoginCheck("a@shop.test", "203.0.113.9")).rejects.toThrow(/sign-in limit could not be checked/);
  });

  it("a store that cannot be reached refuses the check", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("fetch failed"))),
    );
    vi.stubEnv(
      "NETLIFY_BLOBS_CONTEXT",
      Buffer.from(JSON.stringify({ edgeURL: EDGE, uncachedEdgeURL: EDGE, siteID: "site", token: "t" })).toString(
        "base64",
      ),
    );
    await expect(reserveLoginCheck("a@shop.test", "203.0.113.9")).rejects.toThrow(/could not be checked/);
  });
});

describe("session revocations with compare-and-swap", () => {
  it("a revoked jti and an older session version are refused; concurrent revoke-alls each raise the version", async () => {
    useEdge(fakeEdge({ etags: true }));
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = { customerId: 7, jti: randomUUID(), exp, version: 0 };
    const other = { ...token, jti: randomUUID() };
    expect(await isRevoked(token)).toBe(false);
    await revokeToken(token);
    expect(await isRevoked(token)).toBe(true);
    expect(await isRevoked(other)).toBe(false);

    await Promise.all([revokeAllSessions(7), revokeAllSessions(7), revokeAllSessions(7)]);
    expect(await isRevoked(other)).toBe(true);
    expect(await isRevoked({ ...other, version: 2 })).toBe(true);
    expect(await isRevoked({ ...other, jti: randomUUID(), version: 3 })).toBe(false);
    expect(await isRevoked({ ...other, customerId: 8 })).toBe(false);
  });

  it("a session check is one read of the customer's record (issue 39: it was two per authenticated call)", async () => {
    const edge = fakeEdge({ etags: true });
    useEdge(edge);
    const token = { customerId: 9, jti: randomUUID(), exp: Math.floor(Date.now() / 1000) + 3600, version: 0 };
    await revokeToken({ ...token, jti: randomUUID() });
    const before = edge.stats().reads;
    expect(await isRevoked(token)).toBe(false);
    expect(edge.stats().reads - before).toBe(1);
  });

  it("a token from before the one-record layout is still refused when it was signed out under the old key", async () => {
    useEdge(fakeEdge({ etags: true }));
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = { customerId: 10, jti: randomUUID(), exp, version: 0, legacy: true };
    const day = new Date(exp * 1000).toISOString().slice(0, 10);
    // As the functions signed a token out before the one-record layout.
    await blobStore("session-revocations").setJSON(`revoked/${day}/${token.jti}`, { exp });
    expect(await isRevoked(token)).toBe(true);
    expect(await isRevoked({ ...token, jti: randomUUID() })).toBe(false);
  });

  it("past the limit of signed-out tokens kept, a sign-out signs out everywhere; expired ones are forgotten", async () => {
    useEdge(fakeEdge({ etags: true }));
    const now = Date.now();
    const live = Math.floor(now / 1000) + 3600;
    const tokens = Array.from({ length: SIGNED_OUT_LIMIT }, () => ({
      customerId: 11,
      jti: randomUUID(),
      exp: live,
      version: 0,
    }));
    const expired = { customerId: 11, jti: randomUUID(), exp: Math.floor(now / 1000) - 10, version: 0 };
    await revokeToken(expired, now - 60_000);
    for (const token of tokens) await revokeToken(token, now);
    const stillSignedIn = { customerId: 11, jti: randomUUID(), exp: live, version: 0 };
    expect(await isRevoked(stillSignedIn)).toBe(false);
    expect(await isRevoked(tokens[0]!)).toBe(true);

    await revokeToken({ ...stillSignedIn, jti: randomUUID() }, now);
    expect(await isRevoked(stillSignedIn)).toBe(true);
    expect(await isRevoked({ ...stillSignedIn, jti: randomUUID(), version: 1 })).toBe(false);
  }, 30_000);

  it("fails closed when the store cannot be read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("fetch failed"))),
    );
    vi.stubEnv(
      "NETLIFY_BLOBS_CONTEXT",
      Buffer.from(JSON.stringify({ edgeURL: EDGE, uncachedEdgeURL: EDGE, siteID: "site", token: "t" })).toString(
        "base64",
      ),
    );
    await expect(isRevoked({ customerId: 7, jti: "x", exp: 1, version: 0 })).rejects.toThrow(/could not check/);
  });
});
