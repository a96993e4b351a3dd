// The site server behind `npm start` (the production build with the functions) answers requests
// no browser sends with a 4xx, and a client that aborts mid-body leaves it serving; no request
// chooses the address the site's links and same-origin check take (issue 37). Raw sockets,
// because fetch refuses to send most of these.
import net from "node:net";
import { describe, expect, inject, it } from "vitest";

const site = new URL(inject("baseUrl"));

/** Writes `text` on a fresh connection; resolves with the status line, or "aborted" when told to cut it. */
function raw(text: string, options: { abortAfterMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(site.port), site.hostname, () => {
      socket.write(text);
      if (options.abortAfterMs !== undefined) {
        setTimeout(() => {
          socket.destroy();
          resolve("aborted");
        }, options.abortAfterMs);
      }
    });
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
      if (answer.includes("\r\n")) {
        socket.destroy();
        resolve(answer.split("\r\n")[0] ?? "");
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(text.slice(0, 40))}`));
    });
  });
}

/** Writes `text` on a fresh connection and reads the whole answer (the server closes it: `Connection: close`). */
function exchange(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(site.port), site.hostname, () => socket.write(text));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("end", () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0),
        body: answer.slice(answer.indexOf("\r\n\r\n") + 4),
      }),
    );
  });
}

const host = `Host: ${site.host}\r\nConnection: close\r\n`;

describe("odd requests get a 4xx and the site stays up", () => {
  it.each([
    ["TRACE", `TRACE / HTTP/1.1\r\n${host}\r\n`, 405],
    ["TRACE on a function", `TRACE /api/session HTTP/1.1\r\n${host}\r\n`, 405],
    ["PROPFIND", `PROPFIND / HTTP/1.1\r\n${host}\r\n`, 405],
    ["CONNECT", `CONNECT localhost:80 HTTP/1.1\r\n${host}\r\n`, 405],
    ["GET with a body", `GET / HTTP/1.1\r\n${host}Content-Length: 5\r\n\r\nhello`, 400],
    ["GET with a body on a function", `GET /api/products HTTP/1.1\r\n${host}Content-Length: 5\r\n\r\nhello`, 400],
    ["HEAD with a body", `HEAD /api/session HTTP/1.1\r\n${host}Content-Length: 2\r\n\r\n{}`, 400],
    ["POST to a page", `POST /all-product HTTP/1.1\r\n${host}Content-Length: 0\r\n\r\n`, 405],
    ["a malformed request line", `GARBAGE\r\n\r\n`, 400],
    ["a malformed percent-escape (the not-found page)", `GET /%E0%A4%A HTTP/1.1\r\n${host}\r\n`, 404],
  ])("%s", async (_name, request, status) => {
    expect(await raw(request)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  });

  it("keeps serving after clients abort requests mid-body", async () => {
    const partial =
      `POST /api/session HTTP/1.1\r\n${host}Origin: ${site.origin}\r\nContent-Type: application/json\r\n` +
      `Content-Length: 1000\r\n\r\n{"email":"demo@`;
    const aborted = await Promise.all(Array.from({ length: 5 }, () => raw(partial, { abortAfterMs: 100 })));
    expect(aborted).toEqual(Array(5).fill("aborted"));
    const session = await fetch(`${site.origin}/api/session`);
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ user: null });
    expect((await fetch(`${site.origin}/`)).status).toBe(200);
  });
});

describe("the site's address is its own, whatever a request names", () => {
  const OTHER = "evil-host.example";
  // Each names the site's address absolutely; a request must not turn it into another host's.
  const linking = ["/", "/product/1", "/all-product", "/sitemap.xml", "/robots.txt"];
  /** A POST whose Origin is the other host, its target (a path or absolute) and Host as given. */
  const post = (target: string, type: string, body: string, hostLine = `Host: ${OTHER}\r\n`) =>
    `POST ${target} HTTP/1.1\r\n${hostLine}Connection: close\r\nOrigin: http://${OTHER}\r\n` +
    `Content-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const signIn = (target: string) => post(target, "application/json", "{}");
  const contact = (target: string) =>
    post(target, "application/x-www-form-urlencoded", "name=A&email=a%40example.com&message=Hello%20there");

  it("an absolute request line is refused (400): no page or function reads its host", async () => {
    for (const path of linking) {
      const answer = await exchange(`GET http://${OTHER}${path} HTTP/1.1\r\n${host}\r\n`);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).not.toContain(OTHER);
    }
    expect((await exchange(signIn(`http://${OTHER}/api/session`))).status).toBe(400);
    expect((await exchange(contact(`http://${OTHER}/contact`))).status).toBe(400);
  });

  it("a forged Host changes no link (canonical, og:url, JSON-LD, sitemap, robots.txt) and passes no same-origin check", async () => {
    for (const path of linking) {
      const answer = await exchange(`GET ${path} HTTP/1.1\r\nHost: ${OTHER}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain(OTHER);
      expect(answer.body, path).toContain(`${site.origin}/`);
    }
    const page = (await exchange(`GET /product/1 HTTP/1.1\r\nHost: ${OTHER}\r\nConnection: close\r\n\r\n`)).body;
    expect(page).toContain(`<link rel="canonical" href="${site.origin}/product/1"/>`);
    expect(page).toContain(`<meta property="og:url" content="${site.origin}/product/1"/>`);
    // A function and a page's form, each with an Origin that matches the forged Host.
    const refused = await exchange(signIn("/api/session"));
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('"code":"cross_origin"');
    expect((await exchange(contact("/contact"))).status).toBe(403);
  });
});
