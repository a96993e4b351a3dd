/**
 * A shop API with SPEC.md section 7 only, as a reseller's would be: a proxy in front of the
 * reference shop API that answers its catalogue query, password reset and checkout extensions 404 and
 * passes everything else through, without the language the functions ask for; and the functions
 * served against it by scripts/site-server.mjs (its own process, so its "no extensions" memory is
 * its own). Used to test the functions' fallback path and what French pages get from such an API.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { ROOT } from "./shop-api-process";

const EXTENSIONS = new Set([
  "/api/GetProductPage",
  "/api/GetProductsByIds",
  "/api/GetSearchSuggestions",
  "/api/create_password_reset",
  "/api/use_password_reset",
  "/api/get_checkout_basis",
]);

export interface Section7Stack {
  /** The proxy's base URL. */
  shopApiUrl: string;
  /** The functions (site server without a SPA) against it. */
  functionsUrl: string;
  /** How many extension calls the proxy refused. */
  refused: () => number;
  stop: () => Promise<void>;
}

/**
 * A section-7 API knows no language: the `locale` the functions send (in a body or a GET's query)
 * is dropped on the way, so the Worker answers as such an API would, in English.
 */
function withoutLocale(path: string, body: Buffer): { url: string; body: Buffer } {
  const url = new URL(path, "http://proxy");
  url.searchParams.delete("locale");
  let json: unknown;
  try {
    json = body.length > 0 ? JSON.parse(body.toString()) : undefined;
  } catch {
    json = undefined;
  }
  if (json === null || typeof json !== "object" || Array.isArray(json) || !("locale" in json)) {
    return { url: `${url.pathname}${url.search}`, body };
  }
  const { locale: _dropped, ...rest } = json as Record<string, unknown>;
  return { url: `${url.pathname}${url.search}`, body: Buffer.from(JSON.stringify(rest)) };
}

function startProxy(target: string): Promise<{ server: http.Server; url: string; refused: () => number }> {
  let refused = 0;
  const server = http.createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? "/", "http://proxy").pathname;
    if (EXTENSIONS.has(path)) {
      refused += 1;
      incoming.resume();
      outgoing.writeHead(404, { "Content-Type": "application/json" }).end('{"status":"false","message":"Not found"}');
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const headers = { ...incoming.headers };
      delete headers.host;
      delete headers["content-length"];
      const { url, body } = withoutLocale(incoming.url ?? "/", Buffer.concat(chunks));
      const upstream = http.request(`${target}${url}`, { method: incoming.method, headers }, (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      });
      upstream.on("error", () => outgoing.writeHead(502).end());
      upstream.end(body);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, refused: () => refused });
    }),
  );
}

async function answers(url: string): Promise<boolean> {
  try {
    await (await fetch(url, { signal: AbortSignal.timeout(2000) })).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

export async function startSection7Stack(options: {
  shopApiUrl: string;
  shopApiToken: string;
  port: number;
}): Promise<Section7Stack> {
  const proxy = await startProxy(options.shopApiUrl);
  const script = [
    `import { startSiteServer } from ${JSON.stringify(join(ROOT, "scripts", "site-server.mjs"))};`,
    `const site = await startSiteServer({ port: ${options.port} });`,
    `process.once("SIGTERM", () => void site.close().then(() => process.exit(0)));`,
  ].join("\n");
  const child: ChildProcess = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: ROOT,
    // Images are still the Worker's, as in the main stack (IMAGE_HOST defaults to SHOP_API_URL).
    env: {
      ...process.env,
      SHOP_API_URL: proxy.url,
      IMAGE_HOST: options.shopApiUrl,
      SHOP_API_TOKEN: options.shopApiToken,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
  };
  const functionsUrl = `http://localhost:${options.port}`;
  const deadline = Date.now() + 60_000;
  while (!(await answers(`${functionsUrl}/api/session`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the section-7 functions server did not start on ${functionsUrl}:\n${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { shopApiUrl: proxy.url, functionsUrl, refused: proxy.refused, stop };
}
