// Types of shop-api-db.mjs for TypeScript importers (test setup).

export interface DatabaseOptions {
  /** Local D1 state directory; relative paths resolve against the repo root. */
  persistTo?: string;
  /** Wrangler config file; defaults to shop-api/wrangler.jsonc. */
  config?: string;
  quiet?: boolean;
  log?: (line: string) => void;
}
export interface DatabaseResult {
  seeded: boolean;
  products: number;
  persistTo: string;
  ms: number;
}

export const DEFAULT_PERSIST_TO: string;
export function toolEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function ensureDatabase(options?: DatabaseOptions): Promise<DatabaseResult>;
export function resetDatabase(options?: DatabaseOptions & { hard?: boolean }): Promise<DatabaseResult>;
export function seededTemplate(): Promise<string>;
