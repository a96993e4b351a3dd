import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { NO_STORE } from "./cache-headers";
import { startClientAfterPaint } from "@/lib/page-start/client-start.server";
import { pageScripts } from "./page-scripts.server";
import { securityHeaders } from "./security-headers.server";

/** How long a render may wait for the rest of its page before it is cut off. */
export const streamTimeout = 5_000;

/**
 * Renders a page to HTML. The whole document is awaited (`allReady`) before the answer starts:
 * the route loaders have already run, so what remains is fast, and crawlers and link previews get
 * the complete page. Its JavaScript starts after the first paint (client-start.server.ts). The
 * complete HTML is also what the page's script policy is made from: the hashes of its inline
 * scripts (page-scripts.server.ts), not a nonce, since a CDN keeps public pages with their headers.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    // Every Suspense boundary in its place in the HTML: React otherwise sends a large one after
    // the rest, with an inline script to move it in (content hidden from a visit without
    // JavaScript, and a footer that jumps). Here they only split hydration (hydration-unit.tsx).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error: unknown) {
      status = 500;
      // Errors after the shell are reported here; React retries them in the browser.
      if (!request.signal.aborted) console.error(error);
    },
  });
  await stream.allReady;
  const { html, inserted } = startClientAfterPaint(await new Response(stream).text());
  uncacheableWhenFailed(status, responseHeaders);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const headers = securityHeaders(await pageScripts(html, inserted));
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
  return new Response(html, { headers: responseHeaders, status });
}

/**
 * An error (a loader that failed or found nothing, a render that threw) is never kept by a CDN,
 * whatever the route's `headers` say: a passing shop outage must not outlive itself in the cache.
 */
function uncacheableWhenFailed(status: number, headers: Headers): void {
  if (status >= 400) headers.set("Cache-Control", NO_STORE);
}

/** The same for the single-fetch `.data` answers of client navigations. */
export function handleDataRequest(response: Response): Response {
  uncacheableWhenFailed(response.status, response.headers);
  return response;
}
