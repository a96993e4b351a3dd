// Proves both deploy builds work offline: the Netlify site (Vite build + function bundles) and the
// shop API Worker bundle. Prints each function's bundled size, which is what Netlify uploads.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const bin = (name) => join(root, "node_modules", ".bin", name);

function run(label, command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    env: {
      ...process.env,
      PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH}`,
      NETLIFY_TELEMETRY_DISABLED: "1",
      NO_UPDATE_NOTIFIER: "1",
      WRANGLER_SEND_METRICS: "false",
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    console.error(`check-deploy: ${label} failed (exit ${result.status}) after ${seconds}s`);
    process.exit(1);
  }
  console.log(`check-deploy: ${label} ok in ${seconds}s`);
}

rmSync(join(root, ".netlify", "functions"), { recursive: true, force: true });
run("netlify build --offline", bin("netlify"), ["build", "--offline"], root);

const bundles = join(root, ".netlify", "functions");
const zips = readdirSync(bundles).filter((name) => name.endsWith(".zip"));
if (zips.length === 0) {
  console.error("check-deploy: netlify build produced no function bundles");
  process.exit(1);
}
for (const zip of zips.sort()) {
  console.log(
    `  function ${zip.replace(/\.zip$/, "")}: ${(statSync(join(bundles, zip)).size / 1024).toFixed(1)} KiB zipped`,
  );
}

const outdir = join(root, ".tmp", "shop-api-dry-run");
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
run(
  "wrangler deploy --dry-run",
  bin("wrangler"),
  ["deploy", "--dry-run", "--outdir", outdir, "--config", "wrangler.jsonc"],
  join(root, "shop-api"),
);
for (const file of readdirSync(outdir).filter((name) => name.endsWith(".js"))) {
  console.log(`  worker ${file}: ${(statSync(join(outdir, file)).size / 1024).toFixed(1)} KiB`);
}
