// Netlify's Image CDN for the local site server: /.netlify/images?url=...&w=...&h=...&q=...&fm=...
// resized and converted by @netlify/images (Netlify's own implementation, IPX over sharp, which
// `netlify dev` serves too), from the image host's picture folders that netlify.toml's
// `remote_images` allows. As Netlify does, without `fm` the format follows the browser's Accept
// (AVIF, else WebP, else the source's); each rendition is made once and kept on disk, as the CDN
// keeps it at the edge, in a cache bounded by size and age.
//
// @netlify/images hands its query to IPX as a path of modifiers (`/w_320,q_70,fit_cover/<url>`)
// without checking a value, and IPX decodes the source's address twice: a `fit` or `position`
// with a comma or a slash added modifiers (`enlarge`, any size) or turned the source into a file
// of the project folder, and `%252e%252e` reached any path of any localhost port. So nothing of
// the query reaches it but the values Netlify documents, rewritten from what was checked here.
import { ImageHandler } from "@netlify/images";
import { createHash } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
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

/** The formats a rendition may be asked in (`fm`), with their Content-Type. */
const FORMATS = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  // A BlurHash string, which IPX cannot make: accepted as Netlify does, answered 501 here.
  blurhash: null,
};

/**
 * The largest `w` or `h` a rendition may be asked: twice the widest the pages ask (1,200 px, the
 * supplier's photographs), for a 2x screen. No rendition is made larger than its source either
 * (IPX's `withoutEnlargement`, which no query can turn off now).
 */
export const MAX_DIMENSION = 2400;

const POSITIVE_INTEGER = /^[1-9][0-9]{0,5}$/;

/**
 * What Netlify's Image CDN accepts (docs.netlify.com/build/image-cdn/overview): each parameter's
 * rule, a value in, the value IPX gets out, or null for one it does not accept.
 */
const PARAMETERS = {
  w: dimension,
  h: dimension,
  q: (value) => (POSITIVE_INTEGER.test(value) && Number(value) <= 100 ? Number(value) : null),
  fit: (value) => (["contain", "cover", "fill"].includes(value) ? value : null),
  position: (value) => (["center", "top", "bottom", "left", "right"].includes(value) ? value : null),
  fm: (value) => (Object.hasOwn(FORMATS, value) ? value : null),
};

function dimension(value) {
  return POSITIVE_INTEGER.test(value) && Number(value) <= MAX_DIMENSION ? Number(value) : null;
}

/**
 * The rendition a query asks, or why it is refused (400): `url` a picture of the image host (see
 * pictureSource), each of w, h, q, fit, position, fm at most once and as Netlify accepts it.
 * Other parameters (a cache buster, say) are left out, as they make no other picture.
 */
export function renditionRequest(query, source) {
  const rendition = {};
  for (const name of ["url", ...Object.keys(PARAMETERS)]) {
    const values = query.getAll(name);
    if (values.length > 1) return { error: `"${name}" is given ${values.length} times` };
    if (values.length === 0) continue;
    const value = name === "url" ? source(values[0]) : PARAMETERS[name](values[0]);
    if (value === null) {
      return {
        error:
          name === "url"
            ? '"url" is not a picture of the image host'
            : `"${name}" is not a value the Image CDN accepts`,
      };
    }
    rendition[name] = value;
  }
  if (!rendition.url) return { error: 'a picture of the image host is needed in "url"' };
  return { rendition };
}

/**
 * `address` as the pages name a picture (src/domain/images.ts: the image host, then each path
 * segment URI-encoded), if it is one of the image host's that `patterns` allow; null otherwise.
 * The address is rebuilt from its decoded segments and must come out the same: no `.` or `..`
 * segment (written so, or `%2e`), nothing encoded twice (`%25`), no encoded `/` or `\`, no other
 * host, port, user, query or fragment. The patterns see the rebuilt address, the one fetched.
 */
export function pictureSource(address, imageHost, patterns) {
  const base = `${String(imageHost).replace(/\/+$/, "")}/`;
  if (!address.startsWith(base)) return null;
  const segments = [];
  for (const written of address.slice(base.length).split("/")) {
    let segment;
    try {
      segment = decodeURIComponent(written);
    } catch {
      return null;
    }
    if (segment === "" || segment === "." || segment === ".." || /[/\\%?#\p{Cc}]/u.test(segment)) return null;
    segments.push(encodeURIComponent(segment));
  }
  const rebuilt = `${base}${segments.join("/")}`;
  if (rebuilt !== address || new URL(rebuilt).href !== rebuilt) return null;
  return patterns.some((pattern) => pattern.test(rebuilt)) ? rebuilt : null;
}

/**
 * netlify.toml's `remote_images` patterns in deploy `context`: its `[context.<name>.images]` list,
 * else the `[images]` one (Netlify merges a context's keys over the top-level ones, a list
 * replacing a list). The local stacks are the `dev` context, as `netlify dev` is.
 */
export function remoteImagePatterns(toml, context = "dev") {
  const list = (table) => {
    const header = table.replace(/\./g, "\\.");
    const block = new RegExp(`^\\[${header}\\]\\s*$([\\s\\S]*?)(?=^\\s*\\[|(?![\\s\\S]))`, "m").exec(toml)?.[1];
    const items = block && /remote_images\s*=\s*\[((?:\s*"(?:[^"\\]|\\.)*"\s*,?)*)\s*\]/.exec(block)?.[1];
    if (items === undefined) return null;
    return [...items.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1].replace(/\\\\/g, "\\"));
  };
  return list(`context.${context}.images`) ?? list("images") ?? [];
}

/** The format Netlify picks for a browser that asks with `accept`, when the URL names none. */
export function negotiatedFormat(accept) {
  const text = String(accept ?? "");
  return /image\/avif/.test(text) ? "avif" : /image\/webp/.test(text) ? "webp" : null;
}

/**
 * An SVG rendition (an SVG source asked without `fm`) is a document a browser would run as the
 * site's own if opened: no script, no fetch, no form, in a sandbox, never sniffed as HTML.
 */
export const SVG_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
};

/**
 * How much the kept renditions may take: the local stacks' pages, in every width and format they
 * ask, came to some tens of MB; anything past that is someone asking many sizes. Each process
 * scans the folder when it starts and after writing an eighth of `bytes`, removes what is older
 * than `ageMs`, then the oldest until the rest fits: the folder stays under `bytes` and an eighth.
 */
export const CACHE_LIMITS = { bytes: 256 * 2 ** 20, ageMs: 7 * 24 * 60 * 60 * 1000 };

/**
 * A handler (web Request -> Response) of /.netlify/images. `remoteImages`: netlify.toml's patterns;
 * `imageHost`: IMAGE_HOST, the only host whose pictures it fetches; `cacheDir`: where renditions
 * are kept across restarts, within `cacheLimits`.
 */
export function createImageCdn({ remoteImages, imageHost, cacheDir, cacheLimits = CACHE_LIMITS }) {
  if (!imageHost) throw new Error("image-cdn: no image host (IMAGE_HOST) to take pictures from");
  const handler = new ImageHandler({
    imagesConfig: { remote_images: remoteImages },
    logger: { warn: (message) => console.warn(`image-cdn: ${message}`), log: () => {} },
  });
  mkdirSync(cacheDir, { recursive: true });
  const patterns = remoteImages.map((pattern) => new RegExp(pattern));
  const source = (address) => pictureSource(address, imageHost, patterns);
  const making = new Map();
  const sourceDigests = new Map();
  const cache = boundedCache(cacheDir, cacheLimits);

  /**
   * What names a rendition on disk: its parameters, with the source named by its bytes rather than
   * its address. Every local stack serves the same supplier folder, each from a port of its own (the
   * browser suite's stacks, the functions suite's, `npm start`'s): by address each made every
   * picture again, some 80 ms of CPU per AVIF. A source never changes under its name (the
   * supplier's _headers), so this process reads each one once; one it cannot read keeps its
   * address, and make() answers for it as before.
   */
  async function renditionKey(rendition) {
    const { url } = rendition;
    if (!sourceDigests.has(url)) {
      const digest = fetch(url)
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          return `sha256:${createHash("sha256")
            .update(Buffer.from(await response.arrayBuffer()))
            .digest("hex")}`;
        })
        .catch((error) => {
          sourceDigests.delete(url);
          throw error;
        });
      sourceDigests.set(url, digest);
    }
    const digest = await sourceDigests.get(url).catch(() => null);
    return JSON.stringify({ ...rendition, url: digest ?? url });
  }

  return async function imageCdn(request) {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
    }
    const asked = new URL(request.url);
    const { rendition, error } = renditionRequest(asked.searchParams, source);
    if (error) return refusal(400, `Bad Request: ${error}`);
    const negotiated = rendition.fm ? null : negotiatedFormat(request.headers.get("accept"));
    if (negotiated) rendition.fm = negotiated;
    if (rendition.fm === "blurhash") return refusal(501, "Not Implemented: the local Image CDN makes no BlurHash");
    const vary = negotiated || !asked.searchParams.has("fm") ? { Vary: "Accept" } : {};
    const key = createHash("sha256")
      .update(await renditionKey(rendition))
      .digest("hex")
      .slice(0, 32);
    const kept = await cache.read(key);
    if (kept) return picture(kept.body, kept.type, vary);
    if (!making.has(key)) {
      making.set(
        key,
        make(handler, rendition, asked.origin, request).finally(() => making.delete(key)),
      );
    }
    const made = await making.get(key);
    if (made.status !== 200) return new Response(made.body, { status: made.status, headers: made.headers });
    await cache.keep(key, made.type, made.body);
    return picture(made.body, made.type, vary);
  };
}

/** The rendition made by @netlify/images from the checked values only. */
async function make(handler, rendition, origin, request) {
  const url = new URL(IMAGE_CDN_PATH, origin);
  for (const [name, value] of Object.entries(rendition)) url.searchParams.set(name, String(value));
  const match = handler.match(new Request(url, { headers: { accept: request.headers.get("accept") ?? "" } }));
  let response;
  try {
    response = await match.handle(origin);
  } catch (error) {
    console.warn(`image-cdn: ${rendition.url}: ${error?.message ?? error}`);
    return { status: 502, body: "Bad Gateway: the source image could not be read", headers: {} };
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    return { status: response.status, body, headers: { "Content-Type": response.headers.get("content-type") ?? "" } };
  }
  const type = FORMATS[rendition.fm] ?? response.headers.get("content-type") ?? "application/octet-stream";
  return { status: 200, body, type };
}

/**
 * The renditions on disk, one file each (its Content-Type, a newline, the picture), within
 * `limits` (CACHE_LIMITS). The stacks' servers share the folder and may make the same rendition
 * at once: a file is written aside and renamed into place, so a reader never sees half of one;
 * a file another process removes is made again.
 */
function boundedCache(dir, limits) {
  const slack = limits.bytes / 8;
  let written = 0;
  let pruning = prune(dir, limits);

  return {
    async read(key) {
      await pruning;
      const file = await readFile(join(dir, key)).catch(() => null);
      const newline = file?.indexOf(0x0a) ?? -1;
      if (!file || newline < 0) return null;
      return { type: file.subarray(0, newline).toString(), body: file.subarray(newline + 1) };
    },
    async keep(key, type, body) {
      const part = join(dir, `${key}.${process.pid}.part`);
      try {
        writeFileSync(part, Buffer.concat([Buffer.from(`${type}\n`), body]));
        renameSync(part, join(dir, key));
      } catch (error) {
        // A cache that cannot keep a rendition still answers it.
        rmSync(part, { force: true });
        console.warn(`image-cdn: not kept: ${error?.message ?? error}`);
        return;
      }
      written += body.length;
      if (written < slack) return;
      written = 0;
      pruning = pruning.then(() => prune(dir, limits));
      await pruning;
    },
  };
}

/** Removes the files of `dir` older than `ageMs`, then the oldest until the rest is under `bytes`. */
async function prune(dir, { bytes, ageMs }) {
  const now = Date.now();
  const files = [];
  for (const name of await readdir(dir).catch(() => [])) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile()) files.push({ path: join(dir, name), size: info.size, time: info.mtimeMs });
  }
  files.sort((a, b) => b.time - a.time);
  let total = 0;
  for (const file of files) {
    if (now - file.time <= ageMs && total + file.size <= bytes) total += file.size;
    else {
      await rm(file.path, { force: true });
      total = bytes;
    }
  }
}

function refusal(status, message) {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

function picture(body, type, vary) {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": type,
      "Content-Length": String(body.length),
      // The source never changes under its name (the supplier's _headers say so), nor then its renditions.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      ...(type === "image/svg+xml" ? SVG_HEADERS : {}),
      ...vary,
    },
  });
}
