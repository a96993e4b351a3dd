// The pages' Content-Security-Policy: built from the hashes of the inline scripts the server writes
// into a page (never a nonce: public pages are kept by the CDN), and with the local stack's addresses
// only where the functions themselves say they run on the local stack.
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markedScripts, newScriptMark, pageScripts, scriptHash, withoutMark } from "@/app/page-scripts.server";
import { securityHeaders } from "@/app/security-headers.server";

afterEach(() => {
  vi.unstubAllEnvs();
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? "";

describe("the scripts of one rendered page", () => {
  const mark = newScriptMark();
  // React Router's scripts carry the render's mark; the rest is the page's content.
  const page = [
    "<!DOCTYPE html><html><head><title>Shop</title>",
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    `<link rel="modulepreload" href="/assets/a.js" nonce="${mark}"/></head><body>`,
    `<p>Shirt</script><script>alert(1)</script></p>`,
    `<script nonce="${mark}">window.__context = {"a":"\\u003c/script>"};</script>`,
    `<script nonce="${mark}" type="module" async="">import "/assets/entry.client-A.js";</script>`,
    "</body></html>",
  ].join("");

  it("are the ones rendered with the render's mark, not any other in the HTML", () => {
    expect(markedScripts(page, mark).map(({ type, text }) => ({ type, text }))).toEqual([
      { type: null, text: 'window.__context = {"a":"\\u003c/script>"};' },
      { type: "module", text: 'import "/assets/entry.client-A.js";' },
    ]);
    expect(markedScripts(page, newScriptMark())).toEqual([]);
  });

  it("leave no mark in the page as sent", () => {
    expect(withoutMark(page, mark)).not.toContain(mark);
    expect(withoutMark(page, mark)).not.toContain("nonce");
  });

  it("are hashed once each; an inline module the parser runs drops 'strict-dynamic', whose trust its imports lack", async () => {
    expect(await pageScripts([{ text: "a()" }, { text: "b()" }, { text: "a()" }])).toEqual({
      hashes: [sha256("a()"), sha256("b()")],
      strictDynamic: true,
    });
    expect(await pageScripts([{ text: 'import "/a.js";', parserModule: true }])).toEqual({
      hashes: [sha256('import "/a.js";')],
      strictDynamic: false,
    });
  });

  it("are hashed as the browser's parser hands their text over: UTF-8, CR LF and CR read as LF", async () => {
    expect(await scriptHash("a();\r\nb();\rc();")).toBe(sha256("a();\nb();\nc();"));
    expect(await scriptHash("console.log('₹')")).toBe(sha256("console.log('₹')"));
  });
});

describe("securityHeaders", () => {
  const scripts = { hashes: ["'sha256-AAAA'", "'sha256-BBBB'"], strictDynamic: true };

  it("allows inline scripts by their hashes with 'strict-dynamic', and 'self' and Stripe.js for browsers without it", () => {
    const policy = securityHeaders(scripts, false)["Content-Security-Policy"] ?? "";
    expect(directive(policy, "script-src")).toBe(
      "script-src 'sha256-AAAA' 'sha256-BBBB' 'strict-dynamic' 'self' https://js.stripe.com",
    );
    expect(policy).not.toMatch(/'nonce-|'unsafe-inline' [^;]*script|script-src[^;]*'unsafe-inline'/);
    const without = securityHeaders({ ...scripts, strictDynamic: false }, false)["Content-Security-Policy"] ?? "";
    expect(directive(without, "script-src")).toBe(
      "script-src 'sha256-AAAA' 'sha256-BBBB' 'self' https://js.stripe.com",
    );
  });

  it("names no localhost address in a deployed context's policy, and the local stack's only on it", () => {
    const deployed = securityHeaders(scripts, false)["Content-Security-Policy"] ?? "";
    expect(deployed).not.toContain("localhost");
    expect(directive(deployed, "img-src")).toBe("img-src 'self' data: blob: https:");
    expect(directive(deployed, "connect-src")).toBe("connect-src 'self' https://api.stripe.com");
    const local = securityHeaders(scripts, true)["Content-Security-Policy"] ?? "";
    expect(directive(local, "img-src")).toBe("img-src 'self' data: blob: https: http://localhost:*");
    expect(directive(local, "connect-src")).toBe("connect-src 'self' https://api.stripe.com http://localhost:12111");
  });

  it("tells deployed from local by Netlify's CONTEXT and the site's URL, as the functions do", () => {
    const policyIn = (context: string, url = "") => {
      vi.stubEnv("CONTEXT", context);
      vi.stubEnv("URL", url);
      return securityHeaders(scripts)["Content-Security-Policy"] ?? "";
    };
    for (const context of ["production", "deploy-preview", "branch-deploy"])
      expect(policyIn(context, "https://shop.example"), context).not.toContain("localhost");
    expect(policyIn("dev", "https://shop.example")).not.toContain("localhost");
    expect(policyIn("production")).not.toContain("localhost");
    expect(policyIn("")).toContain("http://localhost:12111");
    expect(policyIn("dev", "http://localhost:8888")).toContain("http://localhost:12111");
  });
});
