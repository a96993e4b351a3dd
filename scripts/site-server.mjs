// A production-like server on one port: the React Router build from build/ (its static files from
// build/client compressed as a CDN would, immutable /assets, netlify.toml's security headers; every
// other page rendered by the server build through react-router's createRequestHandler, as the
// Netlify Function of the deploy does) and the functions' own modules behind plain Node HTTP
// (routed by each module's config.path, loaded with Vite's module runner). It exists because `netlify dev` serves Vite's dev build and runs one
// function invocation at a time with ~0.2 s of its own per call: numbers taken through it
// measure the emulator, not the shop. Used by `npm run bench` and `npm run bench:frontend`.
import { BlobsServer } from "@netlify/blobs/server";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { createRequestHandler } from "react-router";
import { runnerImport } from "vite";

const root = resolve(import.meta.dirname, "..");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
};

/** The `[[headers]] for = "/*"` values of netlify.toml (one `Name = "value"` per line). */
function siteHeaders() {
  const toml = readFileSync(join(root, "netlify.toml"), "utf8");
  const block = toml.split("[[headers]]").find((part) => /for\s*=\s*"\/\*"/.test(part)) ?? "";
  const headers = {};
  for (const match of block.matchAll(/^\s*([A-Za-z-]+)\s*=\s*"((?:[^"\\]|\\.)*)"\s*$/gm)) {
    if (match[1] !== "for") headers[match[1].toLowerCase()] = match[2].replace(/\\"/g, '"');
  }
  return headers;
}

async function loadFunctions() {
  const { module: route } = await runnerImport(join(root, "functions", "_shared", "route.ts"));
  const functions = [];
  for (const file of readdirSync(join(root, "functions")).filter((name) => name.endsWith(".ts"))) {
    const { module } = await runnerImport(join(root, "functions", file));
    functions.push({ paths: [module.config.path].flat(), handler: module.default });
  }
  return (pathname) => functions.find((fn) => route.matchRoute(fn.paths, pathname));
}

async function toRequest(url, incoming) {
  const chunks = [];
  for await (const chunk of incoming) chunks.push(chunk);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
  return new Request(url, { method: incoming.method, headers, body });
}

async function callFunction(target, url, incoming, outgoing) {
  const response = await target.handler(await toRequest(url, incoming), {});
  const outHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") outHeaders[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outHeaders["set-cookie"] = cookies;
  outgoing.writeHead(response.status, outHeaders).end(Buffer.from(await response.arrayBuffer()));
}

/**
 * A page from React Router's server build: netlify.toml's headers under the page's own (its
 * Content-Security-Policy carries the response's nonce), compressed like the static files.
 */
async function renderPage(handler, url, incoming, outgoing, siteHeaders) {
  const response = await handler(await toRequest(url, incoming));
  const outHeaders = { ...siteHeaders };
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") outHeaders[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outHeaders["set-cookie"] = cookies;
  let body = Buffer.from(await response.arrayBuffer());
  const accept = String(incoming.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
  if (encoding && body.length > 0) {
    body =
      encoding === "br"
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    outHeaders["content-encoding"] = encoding;
    outHeaders.vary = outHeaders.vary ? `${outHeaders.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  outHeaders["content-length"] = body.length;
  outgoing.writeHead(response.status, outHeaders).end(incoming.method === "HEAD" ? undefined : body);
}

function staticFile(distDir, pathname) {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(distDir, relative);
  if (!file.startsWith(distDir) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

const compressedCache = new Map();

function sendFile(file, incoming, outgoing, extraHeaders) {
  const type = TYPES[extname(file)] ?? "application/octet-stream";
  const accept = String(incoming.headers["accept-encoding"] ?? "");
  const compressible = /text|javascript|json|svg/.test(type);
  const encoding = compressible ? (/\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null) : null;
  let body = readFileSync(file);
  if (encoding) {
    const key = `${encoding}:${file}`;
    if (!compressedCache.has(key))
      compressedCache.set(key, encoding === "br" ? brotliCompressSync(body) : gzipSync(body, { level: 9 }));
    body = compressedCache.get(key);
  }
  outgoing.writeHead(200, {
    ...extraHeaders,
    "Content-Type": type,
    "Content-Length": body.length,
    ...(encoding ? { "Content-Encoding": encoding, Vary: "Accept-Encoding" } : {}),
  });
  outgoing.end(incoming.method === "HEAD" ? undefined : body);
}

/**
 * Starts the server on `port` (127.0.0.1). `buildDir` (React Router's build directory, with
 * client/ and server/) null serves only the functions.
 * The functions read SHOP_API_URL / PAYMENT_SANDBOX_URL (default: `npm start`'s local stack).
 */
export async function startSiteServer({ port, buildDir = null }) {
  process.env.SHOP_API_URL ||= "http://localhost:8787";
  process.env.PAYMENT_SANDBOX_URL ||= "http://localhost:12111";
  // A local Netlify Blobs server, as netlify dev provides, for the login throttle.
  const blobsDir = mkdtempSync(join(tmpdir(), "site-blobs-"));
  const blobs = new BlobsServer({ directory: blobsDir, token: "local", port: 0 });
  const { port: blobsPort } = await blobs.start();
  const blobsUrl = `http://localhost:${blobsPort}`;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl, siteID: "local", token: "local" }),
  ).toString("base64");

  const findFunction = await loadFunctions();
  const headers = siteHeaders();
  const dist = buildDir ? resolve(buildDir, "client") : null;
  const renderer = buildDir
    ? createRequestHandler(
        await import(pathToFileURL(resolve(buildDir, "server", "server-build.js")).href),
        "production",
      )
    : null;

  const server = http.createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", `http://localhost:${port}`);
    const target = findFunction(url.pathname);
    const reply = async () => {
      if (target) return callFunction(target, url, incoming, outgoing);
      if (url.pathname.startsWith("/api/") || url.pathname === "/create-payment-intent" || !dist) {
        outgoing
          .writeHead(404, { "Content-Type": "application/json" })
          .end('{"error":{"code":"not_found","message":"Not found."}}');
        return;
      }
      const file = staticFile(dist, url.pathname);
      if (file) {
        const caching = url.pathname.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate";
        return sendFile(file, incoming, outgoing, { ...headers, "Cache-Control": caching });
      }
      return renderPage(renderer, url, incoming, outgoing, headers);
    };
    reply().catch((error) => {
      console.error(error);
      if (!outgoing.headersSent) outgoing.writeHead(500).end();
    });
  });
  await new Promise((resolveListen) => server.listen(port, "127.0.0.1", resolveListen));
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      await new Promise((resolveClose) => server.close(resolveClose));
      await blobs.stop();
      rmSync(blobsDir, { recursive: true, force: true });
    },
  };
}

// Run directly (`node scripts/site-server.mjs --port 8888 --build build`): the production build
// served on its own, as `npm run preview` and the browser tests use it. SIGTERM closes it.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "site-server.mjs")) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? fallback : process.argv[index + 1];
  };
  const site = await startSiteServer({
    port: Number(option("port", "8888")),
    buildDir: resolve(root, option("build", "build")),
  });
  console.log(`Site server listening on ${site.url}`);
  const close = () => void site.close().then(() => process.exit(0));
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
