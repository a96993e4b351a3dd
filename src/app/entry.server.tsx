import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { NO_STORE } from "./cache-headers";
import { startClientAfterPaint } from "@/lib/page-start/client-start.server";
import { markedScripts, newScriptMark, pageScripts, withoutMark } from "./page-scripts.server";
import { securityHeaders } from "./security-headers.server";

/** How long a render may wait for the rest of its page before it is cut off. */
export const streamTimeout = 5_000;

/**
 * Renders a page to HTML. The whole document is awaited (`allReady`) before the answer starts:
 * the route loaders have already run, so what remains is fast, and crawlers and link previews get
 * the complete page. Its JavaScript starts after the first paint (client-start.server.ts). The
 * page's script policy holds the hashes of the inline scripts the server wrote (page-scripts.server.ts):
 * React Router's, which it marks with the nonce it is given (a mark of this render, removed
 * before the page is sent: a CDN keeps public pages with their headers), and the page start's.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const mark = newScriptMark();
  const router = <ServerRouter context={routerContext} url={request.url} nonce={mark} />;
  const stream = await renderToReadableStream(router, {
    nonce: mark,
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
  const rendered = await new Response(stream).text();
  const { html, scripts } = startClientAfterPaint(rendered, markedScripts(rendered, mark));
  uncacheableWhenFailed(status, responseHeaders);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const headers = securityHeaders(await pageScripts(scripts));
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
  return new Response(withoutMark(html, mark), { headers: responseHeaders, status });
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
