// scripts/whole-request-proxy.mjs against a plain Node server standing where `netlify dev` listens.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, startWholeRequestProxy } from "../../scripts/whole-request-proxy.mjs";

interface Seen {
  method: string;
  url: string;
  host: string | undefined;
  body: string;
}

const seen: Seen[] = [];
let target: http.Server;
let proxy: http.Server;
let proxyPort = 0;

beforeAll(async () => {
  target = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.push({
        method: request.method ?? "",
        url: request.url ?? "",
        host: request.headers.host,
        body: Buffer.concat(chunks).toString(),
      });
      response.setHeader("Set-Cookie", ["a=1; Path=/", "b=2; Path=/"]);
      response.writeHead(201, { "Content-Type": "text/plain" }).end(`got ${request.method} ${request.url}`);
    });
  });
  target.on("upgrade", (_request, socket: net.Socket) => {
    socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n");
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
  const targetPort = (target.address() as AddressInfo).port;
  proxy = await startWholeRequestProxy({ port: 0, target: { host: "127.0.0.1", port: targetPort } });
  proxyPort = (proxy.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await new Promise((resolve) => target.close(resolve));
});

/** Sends the head of a POST and part of its body, then drops the connection. */
function abortMidBody(): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(proxyPort, "127.0.0.1", () => {
      socket.write(
        "POST /api/session HTTP/1.1\r\nHost: localhost:8888\r\nContent-Type: application/json\r\n" +
          'Content-Length: 1000\r\n\r\n{"email":"demo@',
      );
      setImmediate(() => socket.destroy());
    });
    socket.on("close", () => resolve());
  });
}

describe("the whole-request proxy in front of netlify dev", () => {
  it("sends a request on with its method, path, Host and whole body, and every Set-Cookie back", async () => {
    const response = await fetch(`http://127.0.0.1:${proxyPort}/api/wishlist?x=1`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ids: [4, 2] }),
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("got PUT /api/wishlist?x=1");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(seen.at(-1)).toEqual({
      method: "PUT",
      url: "/api/wishlist?x=1",
      host: `127.0.0.1:${proxyPort}`,
      body: '{"ids":[4,2]}',
    });
  });

  it("never sends on a request whose client left in the middle of its body", async () => {
    const before = seen.length;
    await abortMidBody();
    const after = await fetch(`http://127.0.0.1:${proxyPort}/after`);
    expect(after.status).toBe(201);
    expect(seen.slice(before).map((request) => request.url)).toEqual(["/after"]);
  });

  it("answers 413 to a body over Netlify's limit, without sending it on", async () => {
    const before = seen.length;
    const response = await fetch(`http://127.0.0.1:${proxyPort}/api/session`, {
      method: "POST",
      body: "x".repeat(MAX_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it("pipes a WebSocket-style upgrade both ways", async () => {
    const echoed = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(proxyPort, "127.0.0.1", () => {
        socket.write("GET /hmr HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: echo\r\n\r\n");
      });
      let received = "";
      socket.on("data", (chunk: Buffer) => {
        received += chunk.toString();
        if (received.includes("\r\n\r\n") && !received.includes("ping")) socket.write("ping");
        if (received.endsWith("ping")) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on("error", reject);
    });
    expect(echoed).toMatch(/^HTTP\/1\.1 101 Switching Protocols\r\n[\s\S]*\r\n\r\nping$/);
  });
});
