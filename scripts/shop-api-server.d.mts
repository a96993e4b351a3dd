// Types of shop-api-server.mjs for TypeScript importers (test support).
import type { MiniflareOptions } from "miniflare";

export function databaseOptions(persistTo: string): MiniflareOptions;
export function startShopApiServer(options: {
  port: number;
  host?: string;
  persistTo: string;
  vars?: Record<string, string>;
  watch?: boolean;
}): Promise<{ url: string; close(): Promise<void> }>;
