// `npm run dev` serves the site through `netlify dev` (React Router's Vite plugin in development
// mode behind it, rendering every page on the server). The browser suite runs against the
// production build (tests/support/e2e-setup.ts), so this checks, in Chromium, that the development
// stack a newcomer starts renders the shop and its screens.
import { readFileSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SHOP_NAME } from "@/domain/shop-name";
import { openBrowser, type BrowserSession } from "../support/browser";
import { SERVER_LOGS_DIR } from "../support/local-stack";
import { scriptsOutsidePolicy } from "../support/page-policy";
import { functionProbes, waitForAnswers } from "../support/probes";
import { call, DEMO, setCookies } from "./client";

/** `npm run dev`'s site; the other files of this suite run against the functions server. */
const baseUrl = inject("devUrl");

beforeAll(async () => {
  // `netlify dev` starts while the rest of the suite runs (tests/support/functions-setup.ts).
  await waitForAnswers([{ method: "GET", url: `${baseUrl}/`, status: [200] }, ...functionProbes(baseUrl)], 170_000);
}, 180_000);

describe("the development site under netlify dev", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("renders every screen on the server, with Vite's development entry and its inline scripts' hashes in its policy", async () => {
    for (const path of ["/", "/addcart", "/product/1", "/UserProfile"]) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: "text/html" } });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(new RegExp(`<title>[^<]+ \\| ${SHOP_NAME}</title>`));
      expect(html, path).toContain("/src/app/entry.client.tsx");
      expect(scriptsOutsidePolicy(html, response.headers.get("content-security-policy") ?? ""), path).toEqual([]);
    }
  });

  it("renders the home page, a product and the cart in Chromium without errors", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole("heading", { level: 1 }).first().waitFor({ state: "attached" });
    await page.getByRole("link", { name: /^Cart, \d+ items?$/ }).waitFor();

    await page.goto(`${baseUrl}/product/1`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("link", { name: "Cart, 1 item" }).waitFor();

    await page.goto(`${baseUrl}/addcart`);
    await page.getByText("1 / 1 Items Selected").waitFor();
    expect(errors).toEqual([]);
  });
});

describe("the functions under netlify dev", () => {
  // The other files of this suite run the functions on the functions server; this one checks that
  // what `netlify dev` alone provides reaches them: its client-address header, its blob store, the
  // dev context's local secrets.
  it("sign in, keep a wishlist in the blob store, read it back, sign out", async () => {
    const signIn = await call("POST", "/api/session", {
      site: baseUrl,
      body: { email: DEMO.email, password: DEMO.password },
    });
    expect(signIn.status, signIn.text).toBe(200);
    const cookie = setCookies(signIn.headers).get("session")?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^session=./);
    const put = await call("PUT", "/api/wishlist", { site: baseUrl, cookie, body: { ids: [4, 2] } });
    expect(put.status, put.text).toBe(200);
    const wishlist = await call<{ ids: number[] }>("GET", "/api/wishlist", { site: baseUrl, cookie });
    expect(wishlist.body.ids).toEqual([4, 2]);
    expect((await call("DELETE", "/api/session", { site: baseUrl, cookie })).status).toBe(200);
    expect((await call("GET", "/api/session", { site: baseUrl, cookie })).body).toEqual({ user: null });
  });
});

/** Sends the start of a POST whose body never finishes, then drops the connection. */
function abortMidBody(site: URL): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(site.port), site.hostname, () => {
      socket.write(
        `POST /api/session HTTP/1.1\r\nHost: ${site.host}\r\nOrigin: ${site.origin}\r\n` +
          `Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"demo@`,
      );
      setTimeout(() => socket.destroy(), 200);
    });
    socket.on("error", () => resolve());
    socket.on("close", () => resolve());
  });
}

describe("netlify dev under aborted requests", () => {
  it("stays up when clients abort requests mid-body (scripts/whole-request-proxy.mjs keeps them from it)", async () => {
    const site = new URL(baseUrl);
    await Promise.all([abortMidBody(site), abortMidBody(site), abortMidBody(site)]);
    expect((await fetch(`${baseUrl}/api/session`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/categories`)).status).toBe(200);
    // netlify-cli 26 exits on such a request; scripts/dev.mjs would then say so and restart it.
    expect(readFileSync(join(SERVER_LOGS_DIR, "functions-stack.log"), "utf8")).not.toContain(
      "netlify exited unexpectedly",
    );
  });
});
