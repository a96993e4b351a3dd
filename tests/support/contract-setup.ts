// vitest globalSetup of the "contract" project: one real shop API (wrangler dev + seeded D1)
// for the whole run; tests read its base URL with inject('shopApiUrl') and its service token
// with inject('shopApiToken').
import type { TestProject } from "vitest/node";
import { startShopApi } from "./shop-api-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the shop API under test, e.g. http://127.0.0.1:8797 */
    shopApiUrl: string;
    /** The service token the shop API under test accepts (its API_TOKEN). */
    shopApiToken: string;
    /** Its D1 state directory (for suites that start a second Worker on the same data). */
    shopApiStateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const api = await startShopApi();
  project.provide("shopApiUrl", api.url);
  project.provide("shopApiToken", api.apiToken ?? "");
  project.provide("shopApiStateDir", api.stateDir);
  return async () => {
    await api.stop();
  };
}
