import type { PageScripts } from "./security-headers.server";

/**
 * The script policy of one rendered page, read from its final HTML (entry.server.tsx renders the
 * whole document before it answers, so every inline script is known): a hash per inline script
 * that runs, including the ones the page's own scripts insert later (`inserted`). The hashes
 * describe the HTML they were computed from, so a CDN that keeps the page with its headers keeps
 * a policy that still fits it (docs/decisions/016-script-hashes-not-nonces.md).
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRC = /(?:^|\s)src\s*=/i;
/**
 * The `type` values a browser runs, or checks against script-src as inline code (import maps,
 * speculation rules); any other (application/ld+json) is a data block no policy applies to.
 */
const RUNS =
  /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script(?:1\.[0-5])?|text\/(?:jscript|livescript))$/;

function scriptType(attributes: string): string | null {
  const match = TYPE.exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "").trim().toLowerCase() : null;
}

/** `'sha256-<base64>'` of a script's text as the browser hashes it: UTF-8, line breaks as the parser leaves them. */
export async function scriptHash(text: string): Promise<string> {
  const normalised = text.replace(/\r\n?/g, "\n");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalised)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

export async function pageScripts(html: string, inserted: readonly string[] = []): Promise<PageScripts> {
  const inline: string[] = [...inserted];
  let parserLoadsModules = false;
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    const type = scriptType(attributes);
    if (type !== null && !RUNS.test(type)) continue;
    // The parser's own <script src> and inline modules fetch with no trust 'strict-dynamic' honours.
    if (SRC.test(attributes) || type === "module") parserLoadsModules = true;
    if (!SRC.test(attributes)) inline.push(text);
  }
  const hashes = [...new Set(await Promise.all(inline.map(scriptHash)))];
  return { hashes, strictDynamic: !parserLoadsModules };
}
