import type { MarkedScript, PageScript } from "@/lib/page-start/client-start.server";
import type { PageScripts } from "./security-headers.server";

/**
 * The script policy of one rendered page: a hash per inline script the server itself writes, and
 * nothing else. A script that reached the HTML any other way (catalogue text an escaping mistake
 * let through) has no hash and does not run. The hashes describe the HTML they were computed
 * from, so a CDN that keeps the page with its headers keeps a policy that still fits it
 * (docs/decisions/016-script-hashes-not-nonces.md).
 *
 * The server's scripts are of two writers:
 * - React Router's (its hydration context, the loader data it streams, the route modules' import)
 *   and React's own, which both mark with the render's nonce: entry.server.tsx renders with a
 *   fresh random mark as the nonce, takes the marked scripts (markedScripts), then removes the
 *   mark (withoutMark), so no nonce is sent;
 * - the page start's (client-start.server.ts), whose texts it returns as it writes them.
 */

/** 128 random bits: nothing in a page's data can carry the mark of a render that has not started yet. */
export function newScriptMark(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const TYPE = /\btype="([^"]*)"/;

/**
 * The scripts rendered with `mark` as their nonce, in order. React puts a nonce first among a
 * script's attributes, and React Router writes its scripts' text JSON-escaped (no `</script`).
 */
export function markedScripts(html: string, mark: string): MarkedScript[] {
  const opening = `<script nonce="${mark}"`;
  const scripts: MarkedScript[] = [];
  for (let start = html.indexOf(opening); start >= 0; start = html.indexOf(opening, start + 1)) {
    const textStart = html.indexOf(">", start) + 1;
    const end = html.indexOf("</script>", textStart);
    if (textStart === 0 || end < 0) break;
    const attributes = html.slice(start + opening.length, textStart - 1);
    scripts.push({
      element: html.slice(start, end + "</script>".length),
      type: TYPE.exec(attributes)?.[1] ?? null,
      text: html.slice(textStart, end),
    });
  }
  return scripts;
}

/** The HTML without the render's mark: a nonce in a page the CDN keeps would be every visitor's. */
export function withoutMark(html: string, mark: string): string {
  return html.replaceAll(` nonce="${mark}"`, "");
}

/** `'sha256-<base64>'` of a script's text as the browser hashes it: UTF-8, line breaks as the parser leaves them. */
export async function scriptHash(text: string): Promise<string> {
  const normalised = text.replace(/\r\n?/g, "\n");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalised)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

export async function pageScripts(scripts: readonly PageScript[]): Promise<PageScripts> {
  const hashes = [...new Set(await Promise.all(scripts.map((script) => scriptHash(script.text))))];
  return { hashes, strictDynamic: !scripts.some((script) => script.parserModule) };
}
