// A production-like server on one port: the React Router build from build/ (its static files from
// build/client compressed as a CDN would, immutable /assets, netlify.toml's security headers; every
// other page rendered by the server build through react-router's createRequestHandler, as the
// Netlify Function of the deploy does) and the functions' own modules behind plain Node HTTP
// (routed by each module's config.path, loaded with Vite's module runner). It exists because `netlify dev` serves Vite's dev build and runs one
// function invocation at a time with ~0.2 s of its own per call: numbers taken through it
// measure the emulator, not the shop. Netlify's Image CDN, /.netlify/images, is scripts/image-cdn.mjs. Used by `npm run bench` and `npm run bench:frontend`.
import { BlobsServer } from "@netlify/blobs/server";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { createRunnableDevEnvironment, createServerModuleRunner, resolveConfig } from "vite";
import { createImageCdn, IMAGE_CDN_PATH, remoteImagePatterns } from "./image-cdn.mjs";
import { localFunctionsSecrets, localMailSettings } from "./local-stack-env.mjs";
import { moduleAliases } from "./module-aliases.mjs";
import { startSchedules } from "./scheduled-functions.mjs";

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

/**
 * One module runner per function, as Netlify bundles each function on its own (no module state
 * shared between two of them), over one Vite environment, so the modules they share are resolved
 * and transformed once: a runner import per file (vite's runnerImport) resolved the config and
 * transformed the shared code again for each, ~5 CPU s per start, and the tests start this
 * server about ten times. Dependencies are imported by Node itself, as runnerImport does.
 */
async function functionsEnvironment() {
  const config = await resolveConfig(
    {
      configFile: false,
      envDir: false,
      cacheDir: process.cwd(),
      logLevel: "warn",
      resolve: { alias: moduleAliases },
      environments: {
        functions: {
          consumer: "server",
          dev: { moduleRunnerTransform: true },
          resolve: {
            external: true,
            mainFields: [],
            conditions: ["node", ...(process.features.require_module ? ["module-sync"] : [])],
          },
        },
      },
    },
    "serve",
  );
  const environment = createRunnableDevEnvironment("functions", config, {
    runnerOptions: { hmr: { logger: false } },
    hot: false,
  });
  await environment.init();
  return environment;
}

/**
 * The functions by path, and the scheduled ones (a `config.schedule` instead of a path), which
 * Netlify runs on their cron schedule and never serves over HTTP.
 */
async function loadFunctions() {
  const environment = await functionsEnvironment();
  const load = async (path) => {
    const runner = createServerModuleRunner(environment, { hmr: false });
    try {
      return await runner.import(path);
    } finally {
      // No function imports our code later (only packages, which Node loads): the runner's work is done.
      await runner.close();
    }
  };
  const functions = [];
  const scheduled = [];
  let route;
  try {
    route = await load(join(root, "functions", "_shared", "route.ts"));
    for (const file of readdirSync(join(root, "functions")).filter((name) => name.endsWith(".ts"))) {
      const module = await load(join(root, "functions", file));
      if (module.config.schedule) {
        scheduled.push({ name: file.replace(/\.ts$/, ""), schedule: module.config.schedule, handler: module.default });
      } else {
        functions.push({ paths: [module.config.path].flat(), handler: module.default });
      }
    }
  } finally {
    await environment.close();
  }
  return { find: (pathname) => functions.find((fn) => route.matchRoute(fn.paths, pathname)), scheduled };
}

/**
 * Most bytes of a request line and headers read (Node's default is 16 KB): every query value the
 * functions accept fits many times over, so a value past its limit (10,000 sizes, a q of 5,000
 * characters) reaches the function, which names it in a 400 `validation_failed`. Beyond this,
 * clientError below answers a 400 `request_too_large` in the same envelope.
 */
const MAX_HEADER_BYTES = 64 * 1024;

/** The headers of the functions' JSON answers (functions/_shared/http.ts json()). */
const JSON_HEADERS = { "Content-Type": "application/json", "X-Content-Type-Options": "nosniff" };

/** The error envelope of the functions (functions/_shared/http.ts) for what never reaches one. */
function refuseRaw(socket, code, message) {
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Methods a browser or Stripe sends here; anything else (TRACE, CONNECT, WebDAV...) is a 405. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const ALLOW = [...METHODS].join(", ");

/** The request a browser could not have sent: answered 4xx before anything reads it. */
function refusal(incoming) {
  if (!METHODS.has(incoming.method ?? ""))
    return { status: 405, code: "method_not_allowed", headers: { Allow: ALLOW } };
  const hasBody = Number(incoming.headers["content-length"] ?? 0) > 0 || incoming.headers["transfer-encoding"];
  if ((incoming.method === "GET" || incoming.method === "HEAD") && hasBody) {
    return { status: 400, code: "body_not_allowed", headers: {} };
  }
  return null;
}

/** A Host header's value: a name or address and a port, nothing that would end the authority. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The URL a request asks for, as Netlify hands it to the pages and functions: the target's path on
 * the host the client named (so the app never takes its own address from it: siteUrl in
 * functions/_shared/config.ts), this server's own without a Host. Only an origin-form target (a
 * path, as browsers send it) is accepted: an absolute one (`GET http://other.example/`, sent to
 * proxies), `*` or anything else is null, a 400. The path is appended, not resolved, so
 * `//other.example/` stays a path.
 */
export function requestUrl(target, host, port) {
  if (typeof target !== "string" || !target.startsWith("/")) return null;
  const authority = host ?? `localhost:${port}`;
  if (!HOST.test(authority)) return null;
  try {
    return new URL(`http://${authority}${target}`);
  } catch {
    return null;
  }
}

async function toRequest(url, incoming) {
  const chunks = [];
  for await (const chunk of incoming) chunks.push(chunk);
  const body =
    chunks.length > 0 && incoming.method !== "GET" && incoming.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
  // As Netlify does: the address the connection came from, whatever the client sent (the sign-in
  // limit counts per address; tests appear as other addresses by connecting from 127.0.0.2 etc.).
  headers.set("x-nf-client-connection-ip", (incoming.socket.remoteAddress ?? "").replace(/^::ffff:/, ""));
  return new Request(url, { method: incoming.method, headers, body });
}

async function callFunction(target, url, incoming, outgoing) {
  await sendResponse(await target.handler(await toRequest(url, incoming), {}), outgoing);
}

async function sendResponse(response, outgoing) {
  const outHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") outHeaders[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outHeaders["set-cookie"] = cookies;
  outgoing.writeHead(response.status, outHeaders).end(Buffer.from(await response.arrayBuffer()));
}

/** The encoding a request's Accept-Encoding asks for, as a CDN picks it: brotli, else gzip, else none. */
export function acceptedEncoding(acceptEncoding) {
  const accept = String(acceptEncoding ?? "");
  return /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
}

/** A page's HTML compressed per request, at the fast levels a CDN uses for dynamic answers. */
export function compressPage(body, encoding) {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * A page from React Router's server build: netlify.toml's headers under the page's own (its
 * Content-Security-Policy carries its inline scripts' hashes), compressed like the static files.
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
  const encoding = acceptedEncoding(incoming.headers["accept-encoding"]);
  if (encoding && body.length > 0) {
    body = compressPage(body, encoding);
    outHeaders["content-encoding"] = encoding;
    outHeaders.vary = outHeaders.vary ? `${outHeaders.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  outHeaders["content-length"] = body.length;
  outgoing.writeHead(response.status, outHeaders).end(incoming.method === "HEAD" ? undefined : body);
}

function staticFile(distDir, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const file = join(distDir, relative);
  if (!file.startsWith(distDir) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

const compressedCache = new Map();
/**
 * The static files compressed, kept on disk for every server of this checkout: brotli at its best
 * level is about 1.8 s of CPU for a build's files, which each of a test run's half dozen servers
 * with pages (two stacks, page-security's two, ...) spent again. Keyed by the file's path, size
 * and time of change, so a new build never gets an old file's bytes.
 */
const COMPRESSED_DIR = join(root, ".tmp", "compressed-static");

function compressedFile(file, encoding) {
  const { size, mtimeMs } = statSync(file);
  const key = createHash("sha256").update(`${encoding}\0${file}\0${size}\0${mtimeMs}`).digest("hex").slice(0, 32);
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const kept = join(COMPRESSED_DIR, `${key}.${encoding}`);
  let body = existsSync(kept) ? readFileSync(kept) : null;
  if (!body) {
    const source = readFileSync(file);
    body = encoding === "br" ? brotliCompressSync(source) : gzipSync(source, { level: 9 });
    // Written aside and renamed: a server reading it meanwhile never gets half a file.
    mkdirSync(COMPRESSED_DIR, { recursive: true });
    const partial = `${kept}.${process.pid}`;
    writeFileSync(partial, body);
    renameSync(partial, kept);
  }
  compressedCache.set(key, body);
  return body;
}

/** Drops what no build of the last week compressed: each build adds its files, none removes them. */
function pruneCompressed() {
  const week = Date.now() - 7 * 24 * 60 * 60 * 1000;
  for (const name of existsSync(COMPRESSED_DIR) ? readdirSync(COMPRESSED_DIR) : []) {
    const path = join(COMPRESSED_DIR, name);
    if (statSync(path, { throwIfNoEntry: false })?.mtimeMs < week) rmSync(path, { force: true });
  }
}

function sendFile(file, incoming, outgoing, extraHeaders) {
  const type = TYPES[extname(file)] ?? "application/octet-stream";
  const compressible = /text|javascript|json|svg/.test(type);
  const encoding = compressible ? acceptedEncoding(incoming.headers["accept-encoding"]) : null;
  const body = encoding ? compressedFile(file, encoding) : readFileSync(file);
  outgoing.writeHead(200, {
    ...extraHeaders,
    "Content-Type": type,
    "Content-Length": body.length,
    ...(encoding ? { "Content-Encoding": encoding, Vary: "Accept-Encoding" } : {}),
  });
  outgoing.end(incoming.method === "HEAD" ? undefined : body);
}

/**
 * The server build's module: index.js of a local build (scripts/build-site.mjs), server-build.js of
 * a deploy build, where the Netlify plugin renames it (`npm run check:deploy` leaves one in build/).
 */
function serverBuildFile(buildDir) {
  const found = ["index.js", "server-build.js"].map((name) => resolve(buildDir, "server", name)).find(existsSync);
  if (!found) throw new Error(`site-server: no server build in ${buildDir}/server: run npm run build first`);
  return found;
}

/**
 * Starts the server on `port` (127.0.0.1). `buildDir` (React Router's build directory, with
 * client/ and server/) null serves only the functions. `blobsDir` keeps the Netlify Blobs
 * (sign-in limits, revocations) across restarts; without it they live in a temporary
 * folder removed on close. The functions read URL (default: this server's address), SHOP_API_URL and, without a Stripe key,
 * PAYMENT_SANDBOX_URL, SMTP_URL and MAIL_FROM (default: `npm start`'s local stack).
 */
export async function startSiteServer({ port, buildDir = null, blobsDir = null }) {
  // React picks its build by NODE_ENV when first required: anything but "production" (unset under
  // `npm start`, "test" under vitest) rendered every page with React's development build, checks
  // and warnings included, at about twice the CPU per page (docs/testing.md). Hence react-router,
  // which requires React, is imported only after this line.
  process.env.NODE_ENV = "production";
  const { createRequestHandler } = await import("react-router");
  // The site's URL (functions/_shared/config.ts siteUrl), as Netlify sets it: every absolute link
  // and the same-origin check start from it. This server's own address unless the caller names one.
  process.env.URL ||= `http://localhost:${port}`;
  process.env.SHOP_API_URL ||= "http://localhost:8787";
  const sandbox = !process.env.STRIPE_SECRET_KEY?.trim() || Boolean(process.env.PAYMENT_SANDBOX_URL?.trim());
  if (sandbox) process.env.PAYMENT_SANDBOX_URL ||= "http://localhost:12111";
  const localSettings = {
    ...localFunctionsSecrets(process.env, { sandbox }),
    // npm start's MailDev unless the caller names another mail server.
    ...localMailSettings(process.env, { smtpPort: 1025 }),
  };
  for (const [name, value] of Object.entries(localSettings)) {
    process.env[name] ||= value;
  }
  // A local Netlify Blobs server, as netlify dev provides.
  const storeDir = blobsDir ?? mkdtempSync(join(tmpdir(), "site-blobs-"));
  if (blobsDir) mkdirSync(blobsDir, { recursive: true });
  const blobs = new BlobsServer({ directory: storeDir, token: "local", port: 0 });
  const { port: blobsPort } = await blobs.start();
  const blobsUrl = `http://localhost:${blobsPort}`;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl, siteID: "local", token: "local" }),
  ).toString("base64");

  const { find: findFunction, scheduled } = await loadFunctions();
  const stopSchedules = startSchedules(scheduled);
  const headers = siteHeaders();
  const imageCdn = createImageCdn({
    remoteImages: remoteImagePatterns(readFileSync(join(root, "netlify.toml"), "utf8")),
    imageHost: process.env.IMAGE_HOST || process.env.SHOP_API_URL,
    cacheDir: join(root, ".tmp", "image-cdn"),
  });
  const dist = buildDir ? resolve(buildDir, "client") : null;
  if (dist) pruneCompressed();
  const renderer = buildDir
    ? createRequestHandler(await import(pathToFileURL(serverBuildFile(buildDir)).href), "production")
    : null;

  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (incoming, outgoing) => {
    const refused = refusal(incoming);
    if (refused) {
      incoming.resume();
      outgoing
        .writeHead(refused.status, { ...refused.headers, ...JSON_HEADERS, Connection: "close" })
        .end(JSON.stringify({ error: { code: refused.code, message: "This request is not accepted here." } }));
      return;
    }
    const url = requestUrl(incoming.url, incoming.headers.host, port);
    if (!url) {
      incoming.resume();
      outgoing
        .writeHead(400, { ...JSON_HEADERS, Connection: "close" })
        .end('{"error":{"code":"bad_request","message":"Malformed request."}}');
      return;
    }
    const target = findFunction(url.pathname);
    const reply = async () => {
      if (target) return callFunction(target, url, incoming, outgoing);
      if (url.pathname === IMAGE_CDN_PATH || url.pathname === `${IMAGE_CDN_PATH}/`) {
        // The local Image CDN reads the site's own pictures from its URL's origin: this server's.
        const local = new URL(`http://localhost:${port}${url.pathname}${url.search}`);
        return sendResponse(await imageCdn(await toRequest(local, incoming)), outgoing);
      }
      if (url.pathname.startsWith("/api/") || url.pathname === "/create-payment-intent" || !dist) {
        outgoing.writeHead(404, JSON_HEADERS).end('{"error":{"code":"not_found","message":"Not found."}}');
        return;
      }
      // A form posted to a page goes to its route's action (React Router answers 405 for a route
      // without one), as the page function does on Netlify; pages take no other method.
      if (incoming.method === "POST") return renderPage(renderer, url, incoming, outgoing, headers);
      if (incoming.method !== "GET" && incoming.method !== "HEAD") {
        incoming.resume();
        outgoing
          .writeHead(405, { Allow: "GET, HEAD, POST", ...JSON_HEADERS })
          .end('{"error":{"code":"method_not_allowed","message":"Pages are read, and forms posted."}}');
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
      // A client that went away mid-request is nobody's error; anything else is logged.
      if (incoming.destroyed || outgoing.destroyed || error?.code === "ECONNRESET") return;
      console.error(error);
      if (!outgoing.headersSent) outgoing.writeHead(500).end();
    });
  });
  // CONNECT skips the request handler (Node hands it a raw socket): no proxying here.
  server.on("connect", (_incoming, socket) => {
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: " + ALLOW + "\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
    );
  });
  // Malformed HTTP (bad request lines, oversized headers) never reaches the handler: answer 400.
  server.on("clientError", (error, socket) => {
    if (!socket.writable) socket.destroy();
    else if (error?.code === "HPE_HEADER_OVERFLOW")
      refuseRaw(socket, "request_too_large", `The address and headers must be at most ${MAX_HEADER_BYTES / 1024} KB.`);
    else refuseRaw(socket, "bad_request", "Malformed request.");
  });
  await new Promise((resolveListen) => server.listen(port, "127.0.0.1", resolveListen));
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      stopSchedules();
      await new Promise((resolveClose) => server.close(resolveClose));
      await blobs.stop();
      if (!blobsDir) rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

// Run directly (`node scripts/site-server.mjs --port 8888 --build build`): the production build
// served on its own, as `npm start` and the browser tests use it; `--functions-only` serves the
// functions alone (the functions suite). SIGTERM closes it.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "site-server.mjs")) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? fallback : process.argv[index + 1];
  };
  const site = await startSiteServer({
    port: Number(option("port", "8888")),
    buildDir: process.argv.includes("--functions-only") ? null : resolve(root, option("build", "build")),
    blobsDir: option("blobs", null) && resolve(root, option("blobs", null)),
  });
  console.log(`Site server listening on ${site.url}`);
  const close = () => void site.close().then(() => process.exit(0));
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
