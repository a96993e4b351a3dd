// Types of whole-request-proxy.mjs for TypeScript importers (its unit test).
import type { Server } from "node:http";

export const MAX_BODY_BYTES: number;
export function startWholeRequestProxy(options: {
  port: number;
  target: { host: string; port: number };
}): Promise<Server>;
