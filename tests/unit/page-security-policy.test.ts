// The pages' Content-Security-Policy: built from the hashes of the inline scripts a rendered page
// runs (never a nonce: public pages are kept by the CDN), and with the local stack's addresses
// only where the functions themselves say they run on the local stack.
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageScripts, scriptHash } from "@/app/page-scripts.server";
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

describe("pageScripts: the policy of one rendered page", () => {
  const page = [
    "<!DOCTYPE html><html><head><title>Shop</title>",
    '<script type="application/ld+json">{"@type":"Product"}</script></head><body>',
    '<script>window.__context = {"a":"\\u003c/script>"};</script>',
    "<p>Price: ₹1,299</p><script>console.log('₹')</script>",
    "<script>console.log('₹')</script>",
    '<script type="text/javascript">start()</script>',
    "</body></html>",
  ].join("");

  it("hashes each inline script that runs, once, and the scripts the page inserts later", async () => {
    const inserted = 'import "/assets/entry.client-A.js";';
    const { hashes, strictDynamic } = await pageScripts(page, [inserted]);
    expect(hashes).toEqual([
      sha256(inserted),
      sha256('window.__context = {"a":"\\u003c/script>"};'),
      sha256("console.log('₹')"),
      sha256("start()"),
    ]);
    expect(strictDynamic).toBe(true);
  });

  it("leaves data blocks out: JSON-LD is not run, so no policy applies to it", async () => {
    const { hashes } = await pageScripts(page);
    expect(hashes).not.toContain(sha256('{"@type":"Product"}'));
  });

  it("hashes the text as the browser's parser hands it over: CR LF and CR read as LF", async () => {
    expect(await scriptHash("a();\r\nb();\rc();")).toBe(sha256("a();\nb();\nc();"));
  });

  it("drops 'strict-dynamic' when the parser itself loads a module or a script file, whose imports it would block", async () => {
    const inlineModule = '<html><body><script type="module">import "/a.js";</script></body></html>';
    expect(await pageScripts(inlineModule)).toEqual({ hashes: [sha256('import "/a.js";')], strictDynamic: false });
    const scriptFile = '<html><body><script src="/assets/a.js"></script></body></html>';
    expect(await pageScripts(scriptFile)).toEqual({ hashes: [], strictDynamic: false });
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
