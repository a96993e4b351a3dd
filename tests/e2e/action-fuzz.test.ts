/**
 * Every page action and a malformed submission (issue 39): each route module that exports an
 * `action` (found in src/app/routes.ts, so an action added later is probed too) gets, from this
 * site, guest and signed in, to its `.data` URL (a fetcher) and as a document (a browser without
 * script): malformed JSON, the site's every form field with a value of the wrong type, huge and
 * out-of-range numbers, a list for a scalar (a field twice, `name[]`), no fields at all, and
 * form-encoded garbage. Each answers 4xx or the redirect the action means, never a 5xx: the
 * actions read the post with readFormData and check it on their form's schema before any service
 * runs. Unlike fuzz.test.ts these bodies are not random: every action meets every kind.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { fetchFrom } from "../support/fetch-from";
import { pageActionPaths, postTarget } from "../support/page-actions";

const site = inject("baseUrl");

/** The fields of the site's forms (src/app's actions). */
const FIELDS = [
  "email",
  "password",
  "firstname",
  "lastname",
  "mobileno",
  "name",
  "subject",
  "message",
  "mobile",
  "street",
  "locality",
  "city",
  "province",
  "zip",
  "addressId",
  "confirmed",
  "stay",
  "id",
  "unit",
  "size",
  "color",
  "productId",
  "returnTo",
  "ids",
  "token",
  "identifier",
  "reviewId",
  "rating",
  "text",
  "reason",
  "comment",
  "units-1",
  "locale",
  "newsConsent",
  "orderNumber",
];

/** The intents the actions branch on, so each branch meets the bad values. */
const INTENTS = ["add", "set", "remove", "seen", "create", "edit", "delete", "everywhere"];

/** Values of the wrong kind for every field: each class is sent in every field at once. */
const VALUE_CLASSES: Record<string, readonly string[]> = {
  "wrong types": ["true", "[object Object]", "null", "abc", "{}", "[]"],
  "huge numbers": ["1e309", "9007199254740993", "-1", "0", "NaN", "Infinity", "1".repeat(400)],
  "odd text": ["", " ", "x".repeat(5000), "\u0000\u202e😀", "<script>", "../../etc/passwd", "%E0%A4%A"],
};

interface Probe {
  label: string;
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/**
 * The probes' own client address: a thousand posts to /login, /register and /guest-checkout fill
 * the per-address limits of sign-in, registration and guest checkout, which the stack's other
 * spec files, sharing it, would then meet as 429s.
 */
const FUZZ_ADDRESS = "127.0.0.77";

const FORM = "application/x-www-form-urlencoded";

/** The bodies each action gets: what the form never sends, each kind named. */
function bodies(): { label: string; type?: string; body?: string }[] {
  const list: { label: string; type?: string; body?: string }[] = [
    { label: "malformed JSON", type: "application/json", body: '{"email": "a@shop.test", "unit": ' },
    { label: "JSON of wrong types", type: "application/json", body: '{"id": [1, 2], "unit": {"n": 1e309}}' },
    { label: "no fields", type: FORM, body: "" },
    { label: "form-encoded garbage", type: FORM, body: "%%%&&==&%E0%A4%A&=&a=%ZZ&&&=x" },
    { label: "garbage without a type", body: "\u0000\u0001binary\u00ff" },
    {
      label: "multipart without its boundary",
      type: "multipart/form-data",
      body: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--x--\r\n',
    },
  ];
  let turn = 0;
  for (const [name, values] of Object.entries(VALUE_CLASSES)) {
    for (const intent of [null, INTENTS[turn++ % INTENTS.length], INTENTS[turn++ % INTENTS.length]]) {
      const form = new URLSearchParams();
      if (intent) form.append("intent", intent);
      FIELDS.forEach((field, index) => form.append(field, values[index % values.length] as string));
      list.push({ label: `${name}${intent ? ` (intent ${intent})` : ""}`, type: FORM, body: form.toString() });
    }
  }
  // A list for every scalar: each field twice, and PHP's `name[]`.
  for (const intent of [null, "add", "set", "edit"]) {
    const form = new URLSearchParams();
    if (intent) form.append("intent", intent);
    for (const field of FIELDS) {
      form.append(field, "1");
      form.append(field, "2");
      form.append(`${field}[]`, "3");
    }
    list.push({ label: `arrays for scalars${intent ? ` (intent ${intent})` : ""}`, type: FORM, body: form.toString() });
  }
  return list;
}

let cookie = "";

beforeAll(async () => {
  const email = `action-fuzz-${Date.now()}@shop.test`;
  const headers = { Origin: site, "Content-Type": "application/json" };
  const registered = await fetch(`${site}/api/customers`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      firstname: "Action",
      lastname: "Fuzz",
      email,
      mobileno: "4165550100",
      password: "Fuzz12345",
    }),
  });
  expect(registered.status).toBe(201);
  const session = await fetch(`${site}/api/session`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "Fuzz12345" }),
  });
  expect(session.status).toBe(200);
  cookie = (session.headers.getSetCookie().find((line) => line.startsWith("session=")) ?? "").split(";")[0] ?? "";
  expect(cookie).toMatch(/^session=./);
});

/** Each probe's status, four at a time. */
async function statuses(probes: readonly Probe[]): Promise<{ label: string; status: number }[]> {
  const results: { label: string; status: number }[] = [];
  let next = 0;
  async function worker() {
    for (let probe = probes[next++]; probe; probe = probes[next++]) {
      const response = await fetchFrom(FUZZ_ADDRESS, probe.url, probe.init);
      await response.arrayBuffer();
      results.push({ label: probe.label, status: response.status });
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return results;
}

describe("every page action and a malformed submission", () => {
  it("answers each kind with a 4xx or its redirect, never a 5xx, guest and signed in, page and .data", async () => {
    const paths = pageActionPaths();
    // The route config's every action, the ones with a service behind them among them.
    expect(paths).toEqual(expect.arrayContaining(["/login", "/addcart", "/your-data", "/guest-checkout", "/logout"]));
    const probes: Probe[] = [];
    for (const path of paths) {
      for (const { label, type, body } of bodies()) {
        // Signed in, /logout would end the session the other probes use.
        for (const signedIn of path === "/logout" ? [false] : [false, true]) {
          // A document's error page takes longer to render: signed in only, where the services run.
          for (const dataRequest of signedIn ? [true, false] : [true]) {
            const headers: Record<string, string> = { Origin: site };
            if (type) headers["Content-Type"] = type;
            if (signedIn) headers.Cookie = cookie;
            probes.push({
              label: `POST ${path}${dataRequest ? ".data" : ""} ${signedIn ? "signed in" : "guest"}: ${label}`,
              url: postTarget(site, path, dataRequest),
              init: { method: "POST", headers, body },
            });
          }
        }
      }
    }
    const results = await statuses(probes);
    const serverErrors = results.filter((result) => result.status >= 500);
    expect(serverErrors.map((result) => `${result.status} ${result.label}`)).toEqual([]);
    // 2xx only where the form means it: an empty /email-preferences form is the box unticked (a
    // withdrawal), and a `.data` answer of a redirect is a 202 with the redirect in its body.
    const accepted = results.filter(
      (result) => result.status < 300 && result.status !== 202 && !result.label.startsWith("POST /email-preferences"),
    );
    expect(accepted.map((result) => `${result.status} ${result.label}`)).toEqual([]);
  }, 300_000);
});
