// Proves both deploy builds work offline: the Netlify site (Vite build + function bundles) and the
// shop API Worker bundle. Prints each function's bundled size, which is what Netlify uploads.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
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

// What Netlify publishes (netlify.toml's publish folder) must not hand out the client's source:
// its maps belong in build/sourcemaps (vite.config.ts), and no file may name one.
const published = join(root, "build", "client");
const publishedFiles = readdirSync(published, { recursive: true, encoding: "utf8" });
const maps = publishedFiles.filter((file) => file.endsWith(".map"));
const naming = publishedFiles.filter(
  (file) => /\.(js|css)$/.test(file) && /[#@] sourceMappingURL=/.test(readFileSync(join(published, file), "utf8")),
);
const artifacts = join(root, "build", "sourcemaps");
const kept = existsSync(artifacts)
  ? readdirSync(artifacts, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".map"))
  : [];
if (maps.length > 0 || naming.length > 0 || kept.length === 0) {
  console.error(
    `check-deploy: source maps in the published folder build/client: ${maps.length} .map files (${maps.slice(0, 3).join(", ")}), ` +
      `${naming.length} files naming a map (${naming.slice(0, 3).join(", ")}); ${kept.length} kept in build/sourcemaps`,
  );
  process.exit(1);
}
console.log(`check-deploy: build/client has no source map; ${kept.length} kept in build/sourcemaps`);

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
