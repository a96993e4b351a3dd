import type { Config } from "@react-router/dev/config";

// React Router framework mode (docs/decisions/012-server-rendering-with-react-router.md): every
// request is rendered on the server; the app's folders stay under src/app.
export default {
  appDirectory: "src/app",
  // BUILD_DIR: a second build beside the main one (the e2e suite's Stripe Elements flavour).
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  // The whole route manifest in one immutable file the client loads with the page, not patches
  // asked from /__manifest after hydration: React Router's lazy discovery fetched them on every
  // page view (a function call on Netlify) and rescanned the page's links on each DOM mutation.
  routeDiscovery: { mode: "initial" },
  // Middleware, for one thing: the root's hands every loader and action of a request the same
  // shop API client through React Router's context (src/app/shop.server.ts).
  // The others keep React Router 7's behaviour, chosen here rather than left unset, which printed
  // four "Future Flag Warning" blocks on every build and start (issue 40); version 8 is a move of
  // its own (it needs Node 22).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
