/**
 * A shop API that fails where a test says, under a site server of its own: a proxy in front of the
 * worker's shop API that answers chosen endpoints with a chosen response, or holds them, and the
 * suite's build served against it (scripts/site-server.mjs). A page's loaders and actions reach the
 * backend on the page server, where a browser's `page.route` cannot reach, so their failure
 * states are made here, where a real outage or refusal would come from.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { LOCAL_SESSION_SECRET } from "../../scripts/local-stack-env.mjs";
import { servedBuildDir } from "./e2e-stacks";
import { startFunctionsServer } from "./local-stack";

/** The shop API's answer to a faulted endpoint, e.g. a refusal `{ status: "false", message }`. */
export interface ShopApiFault {
  status: number;
  body: unknown;
}

export interface FaultySite {
  /** The site server on the faulty shop API. */
  baseUrl: string;
  /** Answers every call of `endpoint` (e.g. "insert_Customeraddress") with `fault` until cleared. */
  fail(endpoint: string, fault: ShopApiFault): void;
  /** Holds every call of `endpoint` until the returned release is called. */
  hold(endpoint: string): () => void;
  /** Every call passes through again. */
  clear(): void;
  /** How many calls of `endpoint` the proxy received. */
  calls(endpoint: string): number;
  stop(): Promise<void>;
}

type Rule = { fault: ShopApiFault } | { held: Promise<void> };

function startProxy(target: string, rules: Map<string, Rule>, counts: Map<string, number>) {
  const server = http.createServer((incoming, outgoing) => {
    const endpoint = new URL(incoming.url ?? "/", "http://proxy").pathname.replace(/^\/api\//, "");
    counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const rule = rules.get(endpoint);
      if (rule && "fault" in rule) {
        outgoing
          .writeHead(rule.fault.status, { "Content-Type": "application/json" })
          .end(JSON.stringify(rule.fault.body));
        return;
      }
      const headers = { ...incoming.headers };
      delete headers.host;
      const pass = () => {
        const upstream = http.request(
          `${target}${incoming.url ?? "/"}`,
          { method: incoming.method, headers },
          (res) => {
            outgoing.writeHead(res.statusCode ?? 502, res.headers);
            res.pipe(outgoing);
          },
        );
        upstream.on("error", () => outgoing.writeHead(502).end());
        upstream.end(Buffer.concat(chunks));
      };
      if (rule) void rule.held.then(pass);
      else pass();
    });
  });
  return new Promise<{ server: http.Server; url: string }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }),
  );
}

/**
 * The site on a faulty shop API, on `port`. It shares the stack's database and the local session
 * secret, so a customer registered on the stack signs in here too; its blob store is its own.
 */
export async function startFaultySite(options: {
  port: number;
  shopApiUrl: string;
  shopApiToken: string;
}): Promise<FaultySite> {
  const rules = new Map<string, Rule>();
  const counts = new Map<string, number>();
  const proxy = await startProxy(options.shopApiUrl, rules, counts);
  const closeProxy = () => new Promise<void>((resolve) => proxy.server.close(() => resolve()));
  let site: Awaited<ReturnType<typeof startFunctionsServer>>;
  try {
    site = await startFunctionsServer({
      port: options.port,
      pages: servedBuildDir(),
      env: {
        SHOP_API_URL: proxy.url,
        // Pictures straight from the Worker: the faults are for the pages' calls.
        IMAGE_HOST: options.shopApiUrl,
        SHOP_API_TOKEN: options.shopApiToken,
        SESSION_SECRET: LOCAL_SESSION_SECRET,
      },
    });
  } catch (error) {
    await closeProxy();
    throw error;
  }
  return {
    baseUrl: site.baseUrl,
    fail: (endpoint, fault) => void rules.set(endpoint, { fault }),
    hold(endpoint) {
      let release!: () => void;
      rules.set(endpoint, { held: new Promise<void>((resolve) => (release = resolve)) });
      return () => {
        rules.delete(endpoint);
        release();
      };
    },
    clear: () => rules.clear(),
    calls: (endpoint) => counts.get(endpoint) ?? 0,
    stop: async () => {
      await site.stop();
      proxy.server.closeAllConnections();
      await closeProxy();
    },
  };
}
