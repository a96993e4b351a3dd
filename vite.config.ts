/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import netlifyReactRouter from "@netlify/vite-plugin-react-router";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createLogger, defineConfig, type Logger, type Plugin, type UserConfig } from "vite";
import { moduleAliases } from "./scripts/module-aliases.mjs";

/**
 * The client's source maps leave the published folder as soon as they are written: everything in
 * build/client goes to the CDN, and a map there hands anyone the app's source. They are kept beside
 * it in build/sourcemaps (same relative paths, so their `sources` still resolve), a build artifact
 * for reading a production stack trace or attributing a chunk's bytes to its modules. The client
 * is built with `sourcemap: "hidden"`, so no file names its map either.
 */
function sourceMapsOutOfPublishedFolder(): Plugin {
  return {
    name: "storefront:source-maps-out-of-published-folder",
    apply: "build",
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const artifacts = join(dirname(options.dir), "sourcemaps");
      rmSync(artifacts, { recursive: true, force: true });
      let moved = 0;
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith(".map"))) {
        const target = join(artifacts, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(options.dir, fileName), target);
        moved += 1;
      }
      this.info(`${moved} hidden source maps kept in ${artifacts}, out of the published folder`);
    },
  };
}

/**
 * Vite's logger without two warnings that are not true of this build, which a newcomer reads as
 * errors (issue 40). React Router's "Source maps are enabled in production ... makes your server
 * code publicly visible" is raised by any client `sourcemap`, "hidden" too, and the maps leave the
 * published folder (sourceMapsOutOfPublishedFolder says where). "The `envFile` option is
 * deprecated" is raised by @react-router/dev's own child compiler, which passes `envFile: false`
 * to Vite 8 (node_modules/@react-router/dev/dist/vite.js); it takes this config's logger. The copy
 * it starts to read react-router.config.ts does not, so that one still prints (README).
 */
function buildLogger(): Logger {
  const logger = createLogger();
  const untrue = [/Source maps are enabled in production/, /The `envFile` option is deprecated/];
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    if (!untrue.some((pattern) => pattern.test(message))) warn(message, options);
  };
  const warnOnce = logger.warnOnce.bind(logger);
  logger.warnOnce = (message, options) => {
    if (!untrue.some((pattern) => pattern.test(message))) warnOnce(message, options);
  };
  return logger;
}

/**
 * Modules grouped into one chunk each by what they serve, collected once the client's module
 * graph is known (buildEnd runs before the chunks are made) from their roots' static imports,
 * instead of the many small chunks rolldown cuts along the routes' import graphs, each compressed
 * on its own (a dozen files of under 0.6 KiB gzip each on /):
 * - `shell`: the root route's modules, which every page loads, and the few small parts nearly every
 *   screen imports (its share of the root's data, its load failure, its widgets' error boundary);
 * - `product-cards`: a product card, a carousel of them and the wishlist heart, with what they
 *   import beyond the shell: every page that lists products (home, catalogue, search, a product's
 *   related rows, wishlist) shows them, and no other page loads them.
 */
const CHUNK_ROOTS = {
  shell: [
    "src/app/root.tsx",
    "src/app/root-data.ts",
    "src/components/load-failure.tsx",
    "src/components/widget-boundary.tsx",
  ],
  "product-cards": ["src/components/product-carousel.tsx", "src/components/wishlist-toggle.tsx"],
} as const;
type CollectedChunk = keyof typeof CHUNK_ROOTS;
const collectedModules: Record<CollectedChunk, Set<string>> = { shell: new Set(), "product-cards": new Set() };

function collectChunkModules(): Plugin {
  const path = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
  return {
    name: "storefront:collect-chunk-modules",
    apply: "build",
    buildEnd() {
      const taken = new Set<string>();
      // In the order above: a module the shell holds is not a product card's.
      for (const [name, roots] of Object.entries(CHUNK_ROOTS) as [CollectedChunk, readonly string[]][]) {
        const modules = collectedModules[name];
        modules.clear();
        const visit = (id: string) => {
          if (modules.has(id) || taken.has(id)) return;
          const info = this.getModuleInfo(id);
          if (!info) return;
          modules.add(id);
          info.importedIds.forEach(visit);
        };
        const files = new Set(roots.map(path));
        for (const id of this.getModuleIds()) if (files.has(id.split("?")[0] ?? "")) visit(id);
        modules.forEach((id) => taken.add(id));
      }
    },
  };
}

/**
 * React Router's production build for the browser: the package's exports name only its development
 * build, whose warnings (ENABLE_DEV_WARNINGS) every page then loaded with the framework chunk
 * (decision 053). The two builds are the same code otherwise; the server keeps the exported one.
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: reactRouterBuild("index.mjs") },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild("dom-export.mjs") },
];

/** Written while a stack runs, never imported by the site: not watched by the dev server. */
const LOCAL_STATE_FOLDERS = [".tmp", ".netlify", ".wrangler", ".images", "build", "test-results"];

/** The `@react-email/*` packages functions/_shared/emails import (optimizeDeps below). */
const REACT_EMAIL_PARTS = [
  "body",
  "button",
  "column",
  "container",
  "head",
  "heading",
  "hr",
  "html",
  "img",
  "link",
  "preview",
  "row",
  "section",
  "text",
];

export default defineConfig(async ({ command, mode, isSsrBuild }): Promise<UserConfig> => ({
  customLogger: buildLogger(),
  // React Router framework mode (react-router.config.ts); vitest (mode "test") runs without it,
  // while builds it starts (the e2e stack) inherit VITEST and must keep it. The Netlify plugin
  // turns the server build into a Netlify Function for the deploy build.
  // LOCAL_BUILD_ONLY=1 (scripts/build-site.mjs: `npm start`, the browser suite, the benchmarks)
  // leaves the function out: scripts/site-server.mjs renders the pages from the server build.
  plugins: [
    ...(mode === "test"
      ? []
      : process.env.LOCAL_BUILD_ONLY === "1"
        ? [reactRouter()]
        : [reactRouter(), netlifyReactRouter({ excludedPaths: ["/api/*", "/create-payment-intent"] })]),
    ...(command === "build" && !isSsrBuild ? [sourceMapsOutOfPublishedFolder(), collectChunkModules()] : []),
  ],
  // tsconfig.json's paths: `@/` is src/, `@domain/` the rules the three deployables share,
  // `@functions/` the functions (their _shared code serves the page loaders too). No import climbs
  // out of its folder with ../../.
  resolve: {
    alias: [
      ...Object.entries(moduleAliases).map(([find, replacement]) => ({ find, replacement })),
      ...(command === "build" && !isSsrBuild ? REACT_ROUTER_PRODUCTION : []),
    ],
    dedupe: ["react", "react-dom", "react-router"],
  },
  server: {
    port: 5173,
    strictPort: true,
    // Local state written while the stack runs (D1, blobs, mail, built sites, pictures): each write
    // made the dev server look for a module to reload. The test suites keep `npm run dev` up beside
    // two stacks writing there, and it spent 73 CPU s of a run on it.
    // The folder itself is left out, not only its contents: chokidar watched .tmp with a glob on
    // its contents and read the whole folder again on each write there.
    watch: { ignored: (path: string) => path.split(/[\\/]/).some((part) => LOCAL_STATE_FOLDERS.includes(part)) },
  },
  // The server build bundles its dependencies, React among them, with NODE_ENV fixed: a Netlify
  // Function runs where NODE_ENV is unset, and React imported from node_modules there loads its
  // development build (several times slower to render).
  ...(command === "build" && isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
      }
    : {}),
  // `npm run dev` pre-bundles these at start: found later (on the first page, or when a carousel
  // or the card form loads them lazily), each made Vite reload every open page, which aborted a
  // navigation in the dev-site test, and a fresh clone's first visit found what the route
  // modules' server halves import (`jose`, `@netlify/blobs`, Lingui's compiler), bundled again and
  // served a page two copies of React ("Invalid hook call", issue 40). One React whatever imports
  // it: `resolve.dedupe`.
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "jose",
      "@netlify/blobs",
      "@lingui/message-utils/compileMessage",
      "jotai",
      "jotai/utils",
      "valibot",
      "embla-carousel-react",
      "embla-carousel-autoplay",
      "@stripe/react-stripe-js",
      "@stripe/stripe-js",
      // The outbox's mail (functions/_shared/emails, mailer.ts), which the account pages' server
      // halves now reach: found on a first visit to /UserProfile, it reloaded the page (dev-site test).
      ...REACT_EMAIL_PARTS.map((part) => `@react-email/${part}`),
      "html-to-text",
      "nodemailer",
      "react-dom/server",
    ],
  },
  build: {
    target: "es2022",
    // The server build is never published; the client's maps are (sourceMapsOutOfPublishedFolder).
    sourcemap: isSsrBuild ? true : "hidden",
    // React, React DOM and React Router in one file, loaded by every page (rolldown otherwise cuts
    // them into several small chunks along the routes' import graphs).
    rolldownOptions: {
      // Neither is a fault to act on at each build, and a newcomer read both as errors (issue 40):
      // the timings table appears whenever plugins take most of a build, as on any loaded machine;
      // a dynamic import made moot by a static one only matters where chunks are loaded on demand,
      // the browser's, not the server's single bundle.
      checks: { bundlerTimings: false, ...(isSsrBuild ? { ineffectiveDynamicImport: false } : {}) },
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            // The root route's modules (collectChunkModules) and Vite's preload helper, which every page loads.
            ...(isSsrBuild
              ? []
              : [
                  {
                    name: "shell",
                    test: (id: string) => collectedModules.shell.has(id) || id.includes("vite/preload-helper"),
                    priority: 1,
                  },
                  { name: "product-cards", test: (id: string) => collectedModules["product-cards"].has(id) },
                  // The form helper (src/lib/form, its check and its fields): one chunk for the
                  // forms' pages rather than three, each named in the route manifest every page loads.
                  // The colour and size labels' hook goes with it: every page showing a colour or a
                  // size loads this chunk already, and a chunk of its own, named by 17 routes, made
                  // the manifest 53 bytes gzip heavier on / (decision 040).
                  {
                    name: "forms",
                    test: /src[\\/](lib[\\/]form[\\/]|lib[\\/]form-check\.ts|components[\\/]form-field\.tsx|lib[\\/]i18n[\\/]option-label\.ts)/,
                    priority: 0,
                  },
                  // What nearly every screen with a form or a customer's data imports (some 25
                  // routes), one chunk rather than four: each chunk is named in the imports of every
                  // route using it, in the route manifest every page loads (0.06 KiB gzip on /,
                  // decision 053). The home page loads none of them, before or after hydration.
                  {
                    name: "screen-parts",
                    test: /src[\\/](components[\\/](page-title|loading|screen-needs-script)\.tsx|domain[\\/]session\.ts)$/,
                    priority: 0,
                  },
                ]),
          ],
        },
      },
    },
  },
  test: {
    // The machines have 2 cores: keep the worker pool bounded.
    maxWorkers: 2,
    // Loaded for vitest only: builds read this file too.
    ...(mode === "test" ? { sequence: { sequencer: (await import("./tests/support/sequencer.mjs")).default } } : {}),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/support/unit-env.ts"],
          // The files share their workers' module graphs: 7 s of CPU for the suite instead of 20.
          // A file that stubs the environment, globals or mocks restores them after itself.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          globalSetup: ["tests/support/contract-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One process for all the files (they run one at a time anyway): a new one per file cost
          // about 4 s of CPU for its imports.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "functions",
          include: ["tests/functions/**/*.test.ts"],
          globalSetup: ["tests/support/functions-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 20_000 } },
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/e2e-setup.ts"],
          setupFiles: ["tests/support/e2e-worker.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll waits for what it means: its default of 1 s failed a cookie's write on a
          // loaded machine (product.test's low-stock adds); a test that fails still fails.
          expect: { poll: { timeout: 20_000 } },
          // One stack per worker (tests/support/e2e-setup.ts); a stack that is already running
          // (E2E_BASE_URL) serves one file at a time.
          maxWorkers: Number(process.env.E2E_STACKS) || 2,
          fileParallelism: !process.env.E2E_BASE_URL,
          // A worker's files share its modules, among them its Chromium (tests/support/browser.ts):
          // a new process, imports and browser per file cost about 4 s of CPU each.
          isolate: false,
        },
      },
    ],
  },
}));
