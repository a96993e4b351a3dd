/**
 * Checks of a page's Content-Security-Policy against its HTML, written apart from the app's own
 * hashing (src/app/page-scripts.server.ts) so that a mistake there cannot hide here.
 */
import { createHash } from "node:crypto";

/** One directive of a policy, e.g. `script-src ...`, or "" when absent. */
export function directive(policy: string, name: string): string {
  return (
    policy
      .split(";")
      .map((part) => part.trim())
      .find((part) => part === name || part.startsWith(`${name} `)) ?? ""
  );
}

/** The inline scripts of a page a browser runs: JSON-LD and other data blocks are left out. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = ""]) => text);
}

/** The inline scripts of `html` whose SHA-256 is not in the policy's script-src (their first 80 characters). */
export function scriptsOutsidePolicy(html: string, policy: string): string[] {
  const sources = directive(policy, "script-src").split(/\s+/);
  return inlineScripts(html)
    .filter((text) => !sources.includes(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`))
    .map((text) => text.slice(0, 80));
}
