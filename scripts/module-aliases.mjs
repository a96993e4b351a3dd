// The import aliases of tsconfig.json's paths, for the bundlers that do not read it: Vite (the
// app, vitest) and Vite's module runner (the local site server loading the functions). esbuild,
// which bundles the functions for Netlify and the shop API for wrangler, reads tsconfig itself.
import { fileURLToPath } from "node:url";

const at = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const moduleAliases = {
  "@domain": at("src/domain"),
  "@functions": at("functions"),
  "@": at("src"),
};
