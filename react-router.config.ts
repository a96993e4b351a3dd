import type { Config } from "@react-router/dev/config";

// React Router framework mode (docs/decisions/012-server-rendering-with-react-router.md): every
// request is rendered on the server; the app's folders stay under src/app.
export default {
  appDirectory: "src/app",
  // BUILD_DIR: a second build beside the main one (the e2e suite's Stripe Elements flavour).
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
} satisfies Config;
