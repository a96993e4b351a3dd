// The site's production build made locally: for `npm start`, the browser suite (and its Stripe
// Elements flavour) and the benchmarks. React Router's build, as Netlify runs it, but
//   - with NODE_ENV=production whatever the caller's is: any other value (vitest's "test") makes
//     Vite bundle React's development build, several times slower to render;
//   - without the Netlify function (LOCAL_BUILD_ONLY=1, vite.config.ts): scripts/site-server.mjs
//     renders the pages from the server build itself, and a function written to
//     .netlify/v1/functions would be served for every page by a `netlify dev` running meanwhile.
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

export const BUILD_COMMAND = join(root, "node_modules", ".bin", "react-router");
export const BUILD_ARGS = ["build", "--logLevel", "warn"];

/** `env` (the VITE_ settings of the build) with the two settings above. */
export function buildEnv(env = process.env) {
  return { ...env, NODE_ENV: "production", LOCAL_BUILD_ONLY: "1" };
}

/**
 * Builds the site into `buildDir` (relative to the repository; default build/) in the environment
 * `env` (default this process's). Rejects with the build's output when it fails.
 */
export function buildSite({ env = process.env, buildDir = "build" } = {}) {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(BUILD_COMMAND, BUILD_ARGS, {
      cwd: root,
      env: buildEnv({ ...env, BUILD_DIR: buildDir }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk.toString()));
    child.stderr.on("data", (chunk) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolveBuild() : reject(new Error(`react-router build exited ${code}:\n${output.slice(-3000)}`)),
    );
  });
}
