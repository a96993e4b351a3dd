// In front of `netlify dev` (`npm run dev`): netlify-cli 26 exits when a client aborts a request in
// the middle of its body ("Error: aborted"), and starting it again rebuilds Vite and the functions,
// over a minute on two busy cores. This proxy reads each request's body whole before it sends the
// request on, so a request its client abandons never reaches `netlify dev`. Responses stream back
// as they come; WebSocket upgrades (Vite's hot reload) are piped through untouched.
import http from "node:http";
import net from "node:net";

/** Netlify's own limit on a function's request body. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/** The request line and headers of `request`, as it arrived, for a raw upstream socket. */
function requestHead(request) {
  const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
  for (let index = 0; index < request.rawHeaders.length; index += 2)
    lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

function forward(request, response, body, target) {
  const headers = { ...request.headers };
  delete headers["transfer-encoding"];
  if (body.length > 0 || request.headers["content-length"] !== undefined)
    headers["content-length"] = String(body.length);
  const upstream = http.request(
    { host: target.host, port: target.port, method: request.method, path: request.url, headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => {
    if (response.headersSent) response.destroy();
    else
      response
        .writeHead(502, { "Content-Type": "text/plain" })
        .end("netlify dev is not answering: is it restarting?\n");
  });
  // A client that leaves before the end of the answer: stop asking for the rest.
  response.on("close", () => {
    if (!response.writableFinished) upstream.destroy();
  });
  upstream.end(body);
}

/** Listens on `port`, as `netlify dev` would, and sends whole requests on to `target` ({ host, port }). */
export function startWholeRequestProxy({ port, target }) {
  const server = http.createServer((request, response) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on("end", () => {
      if (size > MAX_BODY_BYTES)
        response.writeHead(413, { "Content-Type": "text/plain" }).end("Request body too large.\n");
      else forward(request, response, Buffer.concat(chunks), target);
    });
    // An aborted request ends here: nothing was sent on.
    request.on("error", () => response.destroy());
  });
  server.on("upgrade", (request, socket, head) => {
    const upstream = net.connect(target.port, target.host, () => {
      upstream.write(requestHead(request));
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve(server));
  });
}
