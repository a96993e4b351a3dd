// The reference shop API (shop-api/) in workerd through Miniflare's own API, on a local D1 under
// `--persist-to` (the layout `wrangler dev --persist-to` and scripts/shop-api-db.mjs use).
//
// Why not `wrangler dev`: it puts a ProxyWorker, a second workerd, in front of the Worker and
// forwards each request over a kj HTTP connection that both sides drop after 5 s idle. A request
// that meets a connection being dropped fails: a stall or a 503 "Your worker restarted
// mid-request" although nothing restarted (workers-sdk #14641, #15317; the `kj ... Broken pipe`
// lines). Here workerd listens on the port itself: one hop, nothing to race. The bindings come
// from shop-api/wrangler.jsonc through wrangler's own reader; the Worker is bundled by esbuild as
// wrangler would. `--watch` rebuilds and reloads it when shop-api/src changes (`npm run dev`).
//
//   node scripts/shop-api-server.mjs --port 8787 --persist-to DIR [--var NAME:VALUE]... [--watch]
import { join, resolve } from "node:path";
import * as esbuild from "esbuild";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const root = resolve(import.meta.dirname, "..");
const config = join(root, "shop-api", "wrangler.jsonc");

/** esbuild options for the Worker: one ES module, resolved for workerd as wrangler resolves it. */
const buildOptions = (entry) => ({
  entryPoints: [entry],
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["browser", "module", "main"],
  write: false,
  outfile: "index.js",
  logLevel: "silent",
});

/**
 * Miniflare options for the shop API's D1 binding alone, persisted under `persistTo` as the Worker
 * keeps it: SQL run through them reaches the database the running Worker serves.
 */
export function databaseOptions(persistTo) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
  return {
    modules: true,
    script: "export default {}",
    d1Databases: workerOptions.d1Databases,
    defaultPersistRoot: join(resolve(persistTo), "v3"),
    d1Persist: true,
    cf: false,
  };
}

/**
 * Starts the Worker on `host:port` (port 0: any free one). `vars` are its plain-text bindings
 * (API_TOKEN...). Resolves with its URL, a `close()` and, with `watch`, a reload on every change.
 */
export async function startShopApiServer({ port, host = "127.0.0.1", persistTo, vars = {}, watch = false }) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  let mf = null;
  let served = "";
  const options = (code) => ({
    ...workerOptions,
    name: "shop-api",
    modules: [{ type: "ESModule", path: "index.js", contents: code }],
    modulesRoot: "/",
    // D1 here is a SQLite file other local processes write too (src/lib/locked-retry.ts).
    bindings: { ...workerOptions.bindings, D1_SHARED_FILE: "1", ...vars },
    host,
    port,
    defaultPersistRoot: join(resolve(persistTo), "v3"),
    d1Persist: true,
    // Request.cf is Miniflare's local stand-in: no fetch from workers.cloudflare.com.
    cf: false,
    // The Worker's console.log/error lines; Miniflare's own request log is off.
    log: new Log(LogLevel.WARN),
  });
  // Watching starts with a build of its own: only a bundle that differs reloads the Worker.
  const reload = {
    name: "reload",
    setup(build) {
      build.onEnd(async (result) => {
        const code = result.outputFiles?.[0]?.text;
        if (!mf || result.errors.length > 0 || !code || code === served) return;
        served = code;
        await mf.setOptions(options(code));
        console.log("Shop API reloaded");
      });
    },
  };
  const context = await esbuild.context({ ...buildOptions(main), plugins: watch ? [reload] : [] });
  served = (await context.rebuild()).outputFiles[0].text;
  mf = new Miniflare(options(served));
  const url = (await mf.ready).href.replace(/\/$/, "");
  if (watch) await context.watch();
  else await context.dispose();
  return {
    url,
    close: async () => {
      await context.dispose();
      await mf.dispose();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "shop-api-server.mjs")) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index === -1 ? fallback : args[index + 1];
  };
  const vars = {};
  args.forEach((arg, index) => {
    if (arg !== "--var") return;
    const pair = args[index + 1] ?? "";
    const colon = pair.indexOf(":");
    if (colon > 0) vars[pair.slice(0, colon)] = pair.slice(colon + 1);
  });
  const server = await startShopApiServer({
    port: Number(option("port", "8787")),
    host: option("ip", "127.0.0.1"),
    persistTo: resolve(option("persist-to", join(root, "shop-api", ".wrangler", "state"))),
    vars,
    watch: args.includes("--watch"),
  });
  console.log(`Shop API listening on ${server.url}`);
  const close = () => void server.close().then(() => process.exit(0));
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
