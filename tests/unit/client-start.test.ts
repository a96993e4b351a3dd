import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { markedScripts } from "@/app/page-scripts.server";
import { startClientAfterPaint } from "@/lib/page-start/client-start.server";
import { EARLY_INPUT_SCRIPT } from "@/lib/page-start/early-input-script.server";

// The shape React Router 7's <Scripts> renders with the render's mark as its nonce, its module
// preloads hoisted into the head by React.
const MARK = "0123456789abcdef0123456789abcdef";
const context = 'window.__reactRouterContext = {"a":"</b>"};';
const routeModules = [
  'import * as route0 from "/assets/root-D.js";',
  'import * as route1 from "/assets/product-E.js";',
  'window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};',
  'import("/assets/entry.client-A.js");',
].join("\n");
const chunks = ["/assets/a.js", "/assets/b.js", "/assets/c.js", "/assets/d.js", "/assets/e.js"];
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/><title>Shop</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js"/>',
  ...chunks.map((chunk) => `<link rel="modulepreload" href="${chunk}"/>`),
  '<link rel="stylesheet" href="/assets/root-C.css"/></head>',
  '<body><div class="app"><a href="/product/1">Shirt</a></div>',
  `<script nonce="${MARK}">${context}</script>`,
  `<script nonce="${MARK}" type="module" async="">${routeModules}</script></body></html>`,
].join("");

interface Appended {
  parent: "head" | "body";
  element: Record<string, unknown>;
}

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void;

interface PaintObserver {
  callback: PaintCallback;
  connected: boolean;
}

/**
 * Runs the page's last inline classic script against a stand-in document; `paint()` reports a
 * paint, `nextTask()` runs the task a MessageChannel message queued (false when none was).
 */
function load(html: string) {
  const appended: Appended[] = [];
  const queued: Array<() => void> = [];
  class MessageChannel {
    port1 = { onmessage: null as null | (() => void), close: () => undefined };
    port2 = { postMessage: () => queued.push(() => this.port1.onmessage?.()) };
  }
  const observers: PaintObserver[] = [];
  const listeners = new Map<string, () => void>();
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Record<string, unknown>) => appended.push({ parent: "head", element }) },
    body: { append: (element: Record<string, unknown>) => appended.push({ parent: "body", element }) },
  };
  class PerformanceObserver implements PaintObserver {
    static supportedEntryTypes = ["paint"];
    connected = false;
    constructor(readonly callback: PaintCallback) {
      observers.push(this);
    }
    observe() {
      this.connected = true;
    }
    disconnect() {
      this.connected = false;
    }
  }
  const context = {
    document,
    PerformanceObserver,
    MessageChannel,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const starter = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)?.[1] ?? "";
  runInNewContext(starter, context);
  const paint = (name: string) => {
    for (const observer of observers.filter((each) => each.connected))
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, observer);
  };
  const nextTask = () => {
    const task = queued.shift();
    task?.();
    return task !== undefined;
  };
  return { appended, paint, nextTask, input: (type: string) => listeners.get(type)?.() };
}

describe("startClientAfterPaint: the page paints before the client starts", () => {
  const { html, scripts } = startClientAfterPaint(page, markedScripts(page, MARK));

  it("puts the script that holds early input back last in the head, before the body", () => {
    expect(html).toContain(
      `<link rel="stylesheet" href="/assets/root-C.css"/><script>${EARLY_INPUT_SCRIPT}</script></head><body>`,
    );
  });

  it("takes the module preloads out of the head and leaves the stylesheet", () => {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  const preload = (href: string): Appended => ({
    parent: "head",
    element: { tag: "link", rel: "modulepreload", href },
  });

  it("starts React Router's module, unchanged, once the first contentful paint is reported", () => {
    const { appended, paint, nextTask } = load(html);
    paint("first-paint");
    expect(appended).toEqual([]);
    paint("first-contentful-paint");
    // The preloads, five per task (each starts a request), then the module in the last task.
    expect(appended).toEqual([
      preload("/assets/entry.client-A.js"),
      preload("/assets/framework-B.js"),
      ...chunks.slice(0, 3).map(preload),
    ]);
    expect(nextTask()).toBe(true);
    expect(appended).toEqual([
      preload("/assets/entry.client-A.js"),
      preload("/assets/framework-B.js"),
      ...chunks.map(preload),
      { parent: "body", element: { tag: "script", type: "module", textContent: routeModules } },
    ]);
    expect(nextTask()).toBe(false);
    paint("first-contentful-paint");
    expect(appended).toHaveLength(8);
  });

  it("names each inline script it writes or starts, and React Router's, for the page's policy to hash", () => {
    const starter = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)?.[1];
    expect(scripts).toEqual([
      { text: EARLY_INPUT_SCRIPT },
      { text: context },
      { text: starter },
      { text: routeModules },
    ]);
  });

  it("starts at once when the shopper taps or types before the first paint is reported", () => {
    const { appended, input, paint, nextTask } = load(html);
    input("pointerdown");
    expect(appended).toHaveLength(5);
    nextTask();
    expect(appended.at(-1)?.element).toMatchObject({ type: "module", textContent: routeModules });
    paint("first-contentful-paint");
    input("keydown");
    expect(nextTask()).toBe(false);
    expect(appended).toHaveLength(8);
  });

  it("leaves the content and the hydration data as they were, and a page without React Router's module alone", () => {
    expect(html).toContain('<body><div class="app"><a href="/product/1">Shirt</a></div>');
    expect(html).toContain(`<script nonce="${MARK}">${context}</script>`);
    const withoutModule = page.replace(/<script nonce="\w+" type="module"[\s\S]*?<\/script>/, "");
    // Early input is held back whatever React Router renders: without it, taps before hydration are lost.
    expect(startClientAfterPaint(withoutModule, markedScripts(withoutModule, MARK))).toEqual({
      html: withoutModule.replace("</head>", `<script>${EARLY_INPUT_SCRIPT}</script></head>`),
      scripts: [{ text: EARLY_INPUT_SCRIPT }, { text: context }],
    });
    expect(startClientAfterPaint("<p>no document</p>", [])).toEqual({ html: "<p>no document</p>", scripts: [] });
  });
});
