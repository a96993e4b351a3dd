/**
 * A request that comes from another client address: the local servers pass the connection's
 * address to the functions as Netlify does (`x-nf-client-connection-ip`), and every 127.x.y.z
 * address is this machine's loopback, so connecting from 127.0.0.2 is another client to them.
 */
import http from "node:http";
import type { Page } from "playwright-core";

/** One request over a connection from `localAddress` to the site's port on 127.0.0.1, as a Response. */
export function fetchFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Response> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method,
        localAddress,
        // The site's own host, so its same-origin check sees the origin the pages have.
        headers: { ...init.headers, Host: target.host },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          const status = incoming.statusCode ?? 0;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/**
 * Sends the page's posts to `pattern` (a registration: its form's fetcher post or its document
 * post) from `localAddress` instead of Chromium's 127.0.0.1, their answers handed back whole. The
 * functions limit registrations per client address (10 an hour), and every page of a stack
 * connects from 127.0.0.1: the specs that register through the form would otherwise share one
 * allowance, which a fresh clone's order of files (two stacks, files dealt as they finish) can
 * use up. The page, its form and what it shows are unchanged.
 */
export async function postFrom(page: Page, pattern: RegExp, localAddress: string, origin: string): Promise<void> {
  await page.route(pattern, async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.fallback();
    const answer = await fetchFrom(localAddress, request.url(), {
      method: "POST",
      headers: {
        "Content-Type": (await request.headerValue("content-type")) ?? "",
        Accept: (await request.headerValue("accept")) ?? "*/*",
        Cookie: (await request.headerValue("cookie")) ?? "",
        Origin: origin,
        "Sec-Fetch-Site": "same-origin",
      },
      body: request.postData() ?? "",
    });
    await route.fulfill({
      status: answer.status,
      // Its own connection's framing headers stay behind; the body is given whole.
      headers: {
        ...Object.fromEntries(
          [...answer.headers].filter(
            ([name]) =>
              !["connection", "content-length", "keep-alive", "transfer-encoding", "set-cookie"].includes(name),
          ),
        ),
        // Playwright takes several cookies as one value, a line each.
        ...(answer.headers.getSetCookie().length > 0 && { "set-cookie": answer.headers.getSetCookie().join("\n") }),
      },
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
}

/** A registration's posts, in either language, with script (`.data`) or without. */
export const REGISTER_POSTS = /\/(fr\/)?register(\.data)?(\?|$)/;
