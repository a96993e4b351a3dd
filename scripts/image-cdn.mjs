// Netlify's Image CDN for the local site server: /.netlify/images?url=...&w=...&h=...&q=...&fm=...
// resized and converted by @netlify/images (Netlify's own implementation, IPX over sharp, which
// `netlify dev` serves too), from the remote hosts netlify.toml's `[images] remote_images` allows.
// As Netlify does, without `fm` the format follows the browser's Accept (AVIF, else WebP, else the
// source's); each rendition is made once and kept on disk, as the CDN keeps it at the edge.
import { ImageHandler } from "@netlify/images";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

export const IMAGE_CDN_PATH = "/.netlify/images";

/**
 * AVIF at effort 2 instead of sharp's 4, which IPX leaves as it is: on a loaded 2-core machine a
 * 640 px picture took 6.4 s at 4 and 0.8 s at 2, 37% smaller than at 4 for these grainy
 * photographs. Netlify's edge encodes with its own settings; this only keeps a first page view
 * of the local stack (and the browser tests) from waiting seconds per picture.
 */
const AVIF_EFFORT = 2;
const toFormat = sharp.prototype.toFormat;
sharp.prototype.toFormat = function toFormatAtLocalEffort(format, options) {
  return toFormat.call(this, format, format === "avif" ? { effort: AVIF_EFFORT, ...options } : options);
};

/** What a rendition may be: its extension on disk and its Content-Type. */
const FORMATS = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/** The parameters Netlify reads; anything else in the query does not make another rendition. */
const PARAMETERS = ["url", "w", "width", "h", "height", "q", "quality", "fm", "fit", "position"];

/** netlify.toml's `[images] remote_images` patterns (a TOML list of strings). */
export function remoteImagePatterns(toml) {
  const block = /^\[images\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? "";
  const list = /remote_images\s*=\s*\[([\s\S]*?)\]/.exec(block)?.[1] ?? "";
  return [...list.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1].replace(/\\\\/g, "\\"));
}

/** The format Netlify picks for a browser that asks with `accept`, when the URL names none. */
export function negotiatedFormat(accept) {
  const text = String(accept ?? "");
  return /image\/avif/.test(text) ? "avif" : /image\/webp/.test(text) ? "webp" : null;
}

/**
 * A handler (web Request -> Response) of /.netlify/images. `remoteImages`: netlify.toml's patterns;
 * `cacheDir`: where renditions are kept across restarts.
 */
export function createImageCdn({ remoteImages, cacheDir }) {
  const handler = new ImageHandler({
    imagesConfig: { remote_images: remoteImages },
    logger: { warn: (message) => console.warn(`image-cdn: ${message}`), log: () => {} },
  });
  mkdirSync(cacheDir, { recursive: true });
  const making = new Map();
  const allowed = remoteImages.map((pattern) => new RegExp(pattern));
  const sourceDigests = new Map();

  /**
   * What names a rendition on disk: its parameters, with the source named by its bytes rather than
   * its address. Every local stack serves the same supplier folder, each from a port of its own (the
   * browser suite's stacks, the functions suite's, `npm start`'s): by address each made every
   * picture again, some 80 ms of CPU per AVIF. A source never changes under its name (the
   * supplier's _headers), so this process reads each one once; one it may not or cannot read keeps
   * its address, and make() answers for it as before.
   */
  async function renditionKey(url) {
    const source = url.searchParams.get("url") ?? "";
    if (!allowed.some((pattern) => pattern.test(source))) return url.search;
    if (!sourceDigests.has(source)) {
      const digest = fetch(source)
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          return `sha256:${createHash("sha256")
            .update(Buffer.from(await response.arrayBuffer()))
            .digest("hex")}`;
        })
        .catch((error) => {
          sourceDigests.delete(source);
          throw error;
        });
      sourceDigests.set(source, digest);
    }
    const digest = await sourceDigests.get(source).catch(() => null);
    if (!digest) return url.search;
    const named = new URLSearchParams(url.searchParams);
    named.set("url", digest);
    return `?${named}`;
  }

  return async function imageCdn(request) {
    const asked = new URL(request.url);
    const url = new URL(IMAGE_CDN_PATH, asked);
    for (const name of PARAMETERS) {
      const value = asked.searchParams.get(name);
      if (value !== null) url.searchParams.set(name, value);
    }
    const negotiated = url.searchParams.has("fm") ? null : negotiatedFormat(request.headers.get("accept"));
    if (negotiated) url.searchParams.set("fm", negotiated);
    const vary = negotiated || !asked.searchParams.has("fm") ? { Vary: "Accept" } : {};
    const key = createHash("sha256")
      .update(await renditionKey(url))
      .digest("hex")
      .slice(0, 32);
    const file = join(cacheDir, key);
    const kept = await readFile(file).catch(() => null);
    if (kept) {
      const type = readFileSync(`${file}.type`, "utf8");
      return rendition(kept, type, vary);
    }
    if (!making.has(key)) {
      making.set(
        key,
        make(handler, url, request).finally(() => making.delete(key)),
      );
    }
    const made = await making.get(key);
    if (made.status !== 200) return new Response(made.body, { status: made.status, headers: made.headers });
    // The type first: a reader that finds the picture finds its type.
    keep(`${file}.type`, made.type);
    keep(file, made.body);
    return rendition(made.body, made.type, vary);
  };
}

async function make(handler, url, request) {
  const match = handler.match(new Request(url, { headers: request.headers }));
  if (!match) return { status: 404, body: "Not found", headers: {} };
  let response;
  try {
    response = await match.handle(url.origin);
  } catch (error) {
    console.warn(`image-cdn: ${url.searchParams.get("url")}: ${error?.message ?? error}`);
    return { status: 502, body: "Bad Gateway: the source image could not be read", headers: {} };
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    return { status: response.status, body, headers: { "Content-Type": response.headers.get("content-type") ?? "" } };
  }
  const format = url.searchParams.get("fm");
  const type = (format && FORMATS[format]) || response.headers.get("content-type") || "application/octet-stream";
  return { status: 200, body, type };
}

/**
 * Writes `path` aside, under a name of this process's, and renames it into place: a reader never
 * sees half of it, and the stacks' servers, sharing renditions, may make the same one at once.
 */
function keep(path, content) {
  const part = `${path}.${process.pid}.part`;
  writeFileSync(part, content);
  renameSync(part, path);
}

function rendition(body, type, vary) {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": type,
      "Content-Length": String(body.length),
      // The source never changes under its name (the supplier's _headers say so), nor then its renditions.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      ...vary,
    },
  });
}
