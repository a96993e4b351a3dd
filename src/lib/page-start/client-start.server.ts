/**
 * The page paints before its JavaScript starts (docs/decisions/012-server-rendering-with-react-router.md,
 * design-notes.md "Speed of the first page"). React Router's `<Scripts>` has no option for either
 * part, so the rendered document is changed here, in one place:
 * - The script that holds early taps back until the client runs (early-input-script.server.ts)
 *   goes last in the head, before anything can be tapped.
 * - The module preloads leave the head. `<Scripts>` renders one per module of the client entry and
 *   of the page's routes (~40), and React hoists every `<link rel="modulepreload">` above the
 *   stylesheets: on a slow phone they shared the connection with the HTML, the CSS and the
 *   largest image, and the first paint came 2.5 to 3 times later than without them.
 * - React Router's closing module script (it imports the route modules, then the client entry)
 *   runs as it is, but later: its text moves into a classic script that starts it once the browser
 *   has reported the first contentful paint, adding the preloads first (the modules download side
 *   by side, not as a chain of imports). Each preload starts its request as it is added, about a
 *   millisecond apiece on this machine and four times that on a slow phone: the ~40 of them in
 *   one go were the longest task of the start, so they are added a few per task, the tasks
 *   chained through a MessageChannel. No timer and no animation frame: browser tests pause the
 *   page's clock, which must not stop the client. A shopper's first tap or key press starts it at
 *   once.
 * Only the script's identity is relied on (React Router's module script, which sets
 * `__reactRouterRouteModules`), not its text: a document without it is sent as rendered, preloads
 * and all. Every script this writes or starts is named in what it returns, for the page's policy
 * (src/app/page-scripts.server.ts): only those, and React Router's own, may run.
 */
import { EARLY_INPUT_SCRIPT } from "./early-input-script.server";

/** One inline script of the page's own, for its policy to allow. */
export interface PageScript {
  text: string;
  /** An inline module the parser runs: 'strict-dynamic' does not reach its imports. */
  parserModule?: boolean;
}

/** A script React Router rendered: as it stands in the HTML, its `type` and its text. */
export interface MarkedScript {
  element: string;
  type: string | null;
  text: string;
}

const ROUTE_MODULES_GLOBAL = "__reactRouterRouteModules";
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
/** Module preloads added per task: each task stays well under 50 ms on a phone 4x slower than this machine. */
const PRELOADS_PER_TASK = 5;

/** A value as a JavaScript literal that can sit inside a <script> element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The classic script that starts React Router's module after the first contentful paint. */
function startAfterPaint(source: string, preloads: string[]): string {
  return `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const preloads = ${scriptLiteral(preloads)};
    const nextTask = new MessageChannel();
    const addSome = () => {
      for (const href of preloads.splice(0, ${PRELOADS_PER_TASK})) {
        document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
      }
      if (preloads.length > 0) return nextTask.port2.postMessage(null);
      nextTask.port1.close();
      const script = Object.assign(document.createElement("script"), { type: "module" });
      script.textContent = ${scriptLiteral(source)};
      document.body.append(script);
    };
    nextTask.port1.onmessage = addSome;
    addSome();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return start();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  for (const input of ["pointerdown", "keydown"]) addEventListener(input, start, { once: true, capture: true });
})();`;
}

/**
 * The inline script that holds early taps back, last in the head: it runs before the body (and so
 * anything that can be tapped) is parsed. Not first: React hydrates the head's scripts in order,
 * matching any inline script to the next one it rendered, so a script of ours before the JSON-LD
 * blocks would shift every one of them onto its neighbour's element (React's development build
 * reports the mismatch); after them it is a node React leaves alone.
 */
function holdEarlyInputInHead(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  return `${html.slice(0, headEnd)}<script>${EARLY_INPUT_SCRIPT}</script>${html.slice(headEnd)}`;
}

/** A rendered document as sent, and the inline scripts of the server's own it runs. */
export interface StartedDocument {
  html: string;
  /** React Router's (`written`, but its module's as the starter inserts it), the early-input script and the starter. */
  scripts: PageScript[];
}

const asPageScript = (script: MarkedScript): PageScript =>
  script.type === "module" ? { text: script.text, parserModule: true } : { text: script.text };

/**
 * The rendered document as it is sent: early input held back, the client started after the first
 * paint. `written`: the scripts React Router rendered into it (page-scripts.server.ts markedScripts).
 */
export function startClientAfterPaint(rendered: string, written: readonly MarkedScript[]): StartedDocument {
  const html = holdEarlyInputInHead(rendered);
  const early: PageScript[] = html === rendered ? [] : [{ text: EARLY_INPUT_SCRIPT }];
  const unchanged = { html, scripts: [...early, ...written.map(asPageScript)] };
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return unchanged;
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const routeModules = written.find(
    (script) => script.type === "module" && script.text.includes(ROUTE_MODULES_GLOBAL) && body.includes(script.element),
  );
  if (!routeModules) return unchanged;
  const preloads = (head.match(MODULE_PRELOAD) ?? [])
    .map((link) => HREF.exec(link)?.[1])
    .filter((href): href is string => href !== undefined);
  const starter = startAfterPaint(routeModules.text, preloads);
  return {
    html: head.replace(MODULE_PRELOAD, "") + body.replace(routeModules.element, () => `<script>${starter}</script>`),
    scripts: [
      ...early,
      ...written.filter((script) => script !== routeModules).map(asPageScript),
      { text: starter },
      // Inserted by the starter, not by the parser: 'strict-dynamic' trusts it and its imports.
      { text: routeModules.text },
    ],
  };
}
