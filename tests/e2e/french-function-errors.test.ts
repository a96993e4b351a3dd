/**
 * A function's refusal on a French page is worded in French (issue 38): the functions answer
 * SPEC's English texts with a code, the page words them from its catalogue (by the domain's text,
 * else by the code; src/lib/i18n/error-words.ts). The sign-in limit's text has an open value (the
 * wait), so no lookup by text can word it: /fr/login words it by its code and Retry-After, /login
 * shows the functions' English as it was, and the JSON API answers that English too. HTTP only.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { LOGIN_MAX_FAILURES } from "@/domain/account";
import { freshClientAddress } from "../support/client-addresses";
import { fetchFrom } from "../support/fetch-from";

const site = inject("baseUrl");

/** Fails sign-in from one new address until the limit answers, posting as a browser without script does. */
async function pastTheLimit(path: string): Promise<{ status: number; text: string }> {
  const from = freshClientAddress();
  const email = `nobody-${randomUUID().slice(0, 8)}@shop.test`;
  let last = { status: 0, text: "" };
  for (let attempt = 0; attempt <= LOGIN_MAX_FAILURES; attempt++) {
    const response = await fetchFrom(from, `${site}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ email, password: "Wrong1234" }).toString(),
    });
    last = { status: response.status, text: await response.text() };
  }
  return last;
}

describe("a function's refusal on a French page", () => {
  it("is worded in French by its code at /fr/login, with the wait in French", async () => {
    const { status, text } = await pastTheLimit("/fr/login");
    expect(status).toBe(429);
    expect(text).toMatch(/Trop de tentatives\. Veuillez patienter \d+ minutes avant de réessayer\./);
    expect(text).not.toContain("Too many");
    expect(text).not.toContain("Please wait");
  });

  it("stays the functions' English at /login and in the JSON API", async () => {
    const { status, text } = await pastTheLimit("/login");
    expect(status).toBe(429);
    expect(text).toMatch(
      /Too many failed sign-in attempts \(\d+ in \d+ minutes\)\. Please wait \d+ minutes and try again\./,
    );

    const from = freshClientAddress();
    const email = `nobody-${randomUUID().slice(0, 8)}@shop.test`;
    let answer: Response | undefined;
    for (let attempt = 0; attempt <= LOGIN_MAX_FAILURES; attempt++) {
      answer = await fetchFrom(from, `${site}/api/session?locale=fr`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: site },
        body: JSON.stringify({ email, password: "Wrong1234" }),
      });
    }
    expect(answer?.status).toBe(429);
    const body = (await answer?.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("too_many_attempts");
    expect(body.error.message).toMatch(
      /^Too many failed sign-in attempts \(\d+ in \d+ minutes\)\. Please wait \d+ minutes and try again\.$/,
    );
  });
});
