/**
 * Every page action answers a post its form never sends with a 4xx, never a 500 (issue 37): a
 * JSON or text body, none, a multipart body cut short, a file for a text field, a field twice, a
 * body past the limit; from this site, from no page at all and from another site; to the page
 * (a browser without script) and to its `.data` URL (a fetcher). Each action reads its post with
 * readFormData (src/lib/form/posted-form.ts); the actions that check where a post comes from
 * check that first, so a post from no page is a 403 whatever its body.
 */
import { describe, expect, inject, it } from "vitest";
import { pageActionPaths, postTarget } from "../support/page-actions";

const site = inject("baseUrl");

const BOUNDARY = "----issue37";
const part = (headers: string, value: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${value}\r\n`;
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * Each body, and what the action answers it when the post comes from this site. The helper's own
 * rules (`dataOnly`) are sent to the `.data` URL only: a page's error screen takes ~150 ms to render.
 */
const BODIES: { name: string; type?: string; body?: string; status: number; dataOnly?: boolean }[] = [
  { name: "JSON", type: "application/json", body: '{"email":"someone@shop.test","password":"Secret123"}', status: 415 },
  { name: "text/plain", type: "text/plain", body: "email=someone@shop.test", status: 415 },
  { name: "no body", status: 415 },
  {
    name: "broken multipart",
    type: multipart,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nsomeone@shop.test`,
    status: 400,
  },
  {
    name: "a file for a text field",
    type: multipart,
    body:
      part('Content-Disposition: form-data; name="email"; filename="email.txt"\r\nContent-Type: text/plain', "x") +
      `--${BOUNDARY}--\r\n`,
    status: 400,
  },
  {
    name: "a field sent twice",
    type: "application/x-www-form-urlencoded",
    body: "email=a%40shop.test&email=b%40shop.test&intent=add&intent=remove&token=x&token=y&id=1&id=2",
    status: 400,
    dataOnly: true,
  },
  {
    name: "a body past the limit",
    type: "application/x-www-form-urlencoded",
    body: `message=${"x".repeat(100 * 1024)}`,
    status: 413,
    dataOnly: true,
  },
];

/** Actions that refuse a post from anywhere but the shop's pages, before reading it. */
const ORIGIN_CHECKED = ["/contact", "/reset-password", "/product/1"];

/** Another site's Origin is left out: React Router refuses it (400) before a page's action runs. */
const ORIGINS: { name: string; origin?: string; status?: (path: string, bodyStatus: number) => number }[] = [
  { name: "from this site", origin: site },
  { name: "from no page", status: (path, bodyStatus) => (ORIGIN_CHECKED.includes(path) ? 403 : bodyStatus) },
];

interface Probe {
  label: string;
  url: string;
  init: RequestInit;
  expected: number;
}

/** The probes' answers that are not the expected ones, four requests at a time. */
async function unexpectedAnswers(probes: readonly Probe[]): Promise<string[]> {
  const unexpected: string[] = [];
  let next = 0;
  async function worker() {
    for (let probe = probes[next++]; probe; probe = probes[next++]) {
      const response = await fetch(probe.url, { ...probe.init, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== probe.expected)
        unexpected.push(`${response.status} (not ${probe.expected}) ${probe.label}`);
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return unexpected;
}

describe("a page action and a body its form never sends", () => {
  const paths = pageActionPaths();

  it("finds every action of issue 37 in the route config", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        "/login",
        "/register",
        "/contact",
        "/reset-password",
        "/addcart",
        "/address-form",
        "/your-address",
        "/cancellation-form",
        "/product/1",
        "/your-orders/1/return",
        "/stock-alerts",
        "/stock-alerts/stop",
        "/logout",
      ]),
    );
  });

  it("answers each with a 4xx, to the page and to its .data request, and the site keeps serving", async () => {
    const probes: Probe[] = [];
    for (const path of paths) {
      for (const body of BODIES) {
        for (const origin of ORIGINS) {
          for (const dataRequest of body.dataOnly ? [true] : [false, true]) {
            const headers: Record<string, string> = {};
            if (body.type) headers["Content-Type"] = body.type;
            if (origin.origin) headers.Origin = origin.origin;
            probes.push({
              label: `${path}${dataRequest ? ".data" : ""}: ${body.name} ${origin.name}`,
              url: postTarget(site, path, dataRequest),
              init: { method: "POST", headers, body: body.body },
              expected: origin.status?.(path, body.status) ?? body.status,
            });
          }
        }
      }
    }
    expect(await unexpectedAnswers(probes)).toEqual([]);
    expect((await fetch(`${site}/login`)).status).toBe(200);
    // Some 600 posts: about 40 s on a quiet machine, over the project's 60 s at load 15-30.
  }, 240_000);
});
