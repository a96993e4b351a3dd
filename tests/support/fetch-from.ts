/**
 * A request that comes from another client address: the local servers pass the connection's
 * address to the functions as Netlify does (`x-nf-client-connection-ip`), and every 127.x.y.z
 * address is this machine's loopback, so connecting from 127.0.0.2 is another client to them.
 */
import http from "node:http";

/** One request over a connection from `localAddress` to the site's port on 127.0.0.1, as a Response. */
export function fetchFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Response> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method,
        localAddress,
        // The site's own host, so its same-origin check sees the origin the pages have.
        headers: { ...init.headers, Host: target.host },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          const status = incoming.statusCode ?? 0;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}
