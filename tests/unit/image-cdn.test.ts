// Unit: the pages' Image CDN addresses (src/domain/image-cdn.ts) and the local CDN
// (scripts/image-cdn.mjs): which hosts netlify.toml allows in which deploy context, which format a
// browser gets, and, over HTTP between a picture host of the test's own and a decoy on another
// port, what it refuses (issue 37): paths out of the picture folders, other ports, values that
// are not Netlify's; and how it answers an SVG and keeps its cache.
import { resolveConfig } from "@netlify/config";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CacheLimits,
  createImageCdn,
  MAX_DIMENSION,
  negotiatedFormat,
  pictureSource,
  remoteImagePatterns,
  renditionRequest,
} from "../../scripts/image-cdn.mjs";
import { imageCdnUrl, imageSrcSet, socialImageUrl, structuredDataImageUrl } from "@/domain/image-cdn";
import { productImageUrl, resellerLogoUrl, shopArtUrl } from "@/domain/images";

const photo = "http://localhost:8787/products/p0001.jpg";
const toml = readFileSync("netlify.toml", "utf8");

describe("the pages' Image CDN addresses", () => {
  it("name the supplier's file, the width and the quality, same-origin", () => {
    const url = new URL(imageCdnUrl(photo, { width: 320 }), "http://shop.test");
    expect(url.pathname).toBe("/.netlify/images");
    expect(url.searchParams.get("url")).toBe(photo);
    expect(url.searchParams.get("w")).toBe("320");
    expect(url.searchParams.get("q")).toBe("70");
    // No format: the CDN picks it from the browser's Accept.
    expect(url.searchParams.has("fm")).toBe(false);
  });

  it("offer each width once, none wider than the supplier's 1,200 px", () => {
    const set = imageSrcSet(photo, [320, 320, 640, 2400]);
    expect(set.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["320w", "640w", "1200w"]);
  });

  it("give link previews a 1,200 x 630 JPEG cut and structured data a 1,200 px JPEG, absolute", () => {
    const social = new URL(socialImageUrl("https://shop.example", photo));
    expect(social.origin).toBe("https://shop.example");
    expect(Object.fromEntries(social.searchParams)).toMatchObject({ w: "1200", h: "630", fit: "cover", fm: "jpg" });
    const structured = new URL(structuredDataImageUrl("https://shop.example", photo));
    expect(Object.fromEntries(structured.searchParams)).toMatchObject({ url: photo, w: "1200", fm: "jpg" });
    expect(structured.searchParams.has("h")).toBe(false);
  });

  it("are all renditions the local CDN accepts, of every picture folder, odd file names included", () => {
    const host = "http://localhost:8787";
    const patterns = remoteImagePatterns(toml).map((pattern) => new RegExp(pattern));
    const pictures = [
      productImageUrl(host, "p0001.jpg"),
      productImageUrl(host, "été 2 (copie).jpg"),
      resellerLogoUrl(host, "logo.png"),
      shopArtUrl(host, "social.jpg"),
    ];
    for (const picture of pictures) {
      const addresses = [
        ...imageSrcSet(picture ?? "", [320, 640, 1200])
          .split(", ")
          .map((candidate) => candidate.split(" ")[0] ?? ""),
        socialImageUrl("https://shop.example", picture ?? ""),
        structuredDataImageUrl("https://shop.example", picture ?? ""),
      ];
      for (const address of addresses) {
        const asked = renditionRequest(new URL(address, "http://shop.test").searchParams, (source) =>
          pictureSource(source, host, patterns),
        );
        expect(asked.error, address).toBeUndefined();
        expect(asked.rendition?.url).toBe(picture);
      }
    }
  });
});

describe("netlify.toml's remote_images", () => {
  const localPictures = [
    photo,
    "http://127.0.0.1:18787/ResellerLogo/logo.png",
    "http://localhost:8911/home/social.jpg",
  ];
  const elsewhere = [
    "http://localhost:8787/api/GetAllProduct",
    "http://localhost:1080/api/email",
    "http://evil.test/products/p0001.jpg",
    "http://localhost.evil.test/products/p0001.jpg",
    "http://localhost:8787/products/p0001.jpg?x=1",
  ];

  // Netlify's own reading of the file (@netlify/config, what `netlify build` and `netlify dev`
  // resolve), and the local server's, must agree.
  for (const context of ["production", "deploy-preview", "branch-deploy", "dev"]) {
    it(`${context}: as Netlify resolves it, and as the local server reads it`, async () => {
      const { config } = await resolveConfig({ cwd: process.cwd(), context, offline: true, mode: "cli" });
      const resolved: string[] = config.images?.remote_images ?? [];
      expect(remoteImagePatterns(toml, context)).toEqual(resolved);
      const allowed = (url: string) => resolved.some((pattern) => new RegExp(pattern).test(url));
      // Localhost only where the local stacks run: a deploy fetches from its own IMAGE_HOST alone.
      expect(localPictures.map(allowed)).toEqual(localPictures.map(() => context === "dev"));
      expect(elsewhere.filter(allowed)).toEqual([]);
    });
  }

  it("the local stacks read the dev context", () => {
    expect(remoteImagePatterns(toml)).toEqual(remoteImagePatterns(toml, "dev"));
  });
});

describe("format negotiation", () => {
  it("answers AVIF, else WebP, else the source's format, by the browser's Accept", () => {
    expect(negotiatedFormat("image/avif,image/webp,image/apng,image/*,*/*;q=0.8")).toBe("avif");
    expect(negotiatedFormat("image/webp,*/*")).toBe("webp");
    expect(negotiatedFormat("image/png,image/*;q=0.8")).toBeNull();
    expect(negotiatedFormat(null)).toBeNull();
  });
});

/** A server on a port of its own on localhost that answers `respond` and records each path asked. */
async function recordingServer(
  respond: (path: string) => { type: string; body: Buffer | string } | null,
): Promise<{ origin: string; asked: string[]; server: Server }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? "");
    const answer = respond(request.url ?? "");
    if (!answer) response.writeHead(404).end();
    else response.writeHead(200, { "Content-Type": answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, asked, server };
}

/** The CDN behind plain Node HTTP, as scripts/site-server.mjs serves it. */
async function cdnServer(options: {
  imageHost: string;
  cacheDir: string;
  cacheLimits?: CacheLimits;
}): Promise<{ origin: string; server: Server }> {
  const cdn = createImageCdn({ remoteImages: remoteImagePatterns(toml), ...options });
  const server = createServer((incoming, outgoing) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === "string") headers.set(name, value);
    void cdn(new Request(`http://localhost${incoming.url}`, { method: incoming.method, headers })).then(
      async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe("the local Image CDN over HTTP", { timeout: 60_000 }, () => {
  let photoBytes: Buffer;
  let host: Awaited<ReturnType<typeof recordingServer>>;
  let decoy: Awaited<ReturnType<typeof recordingServer>>;
  let cdn: Awaited<ReturnType<typeof cdnServer>>;
  let cacheDir: string;
  // A picture, were the CDN to fetch it: what it answers would be a rendition, not an error.
  let anyPicture: Buffer;

  beforeAll(async () => {
    photoBytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8a6" } })
      .jpeg()
      .toBuffer();
    anyPicture = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script>' +
      '<rect width="100" height="100" fill="#369"/></svg>';
    host = await recordingServer((path) =>
      path === "/products/photo.jpg"
        ? { type: "image/jpeg", body: photoBytes }
        : path === "/products/drawing.svg"
          ? { type: "image/svg+xml", body: svg }
          : { type: "image/png", body: anyPicture },
    );
    decoy = await recordingServer(() => ({ type: "image/png", body: anyPicture }));
    cacheDir = mkdtempSync(join(tmpdir(), "image-cdn-test-"));
    cdn = await cdnServer({ imageHost: host.origin, cacheDir });
  });

  afterAll(async () => {
    await Promise.all([host, decoy, cdn].filter(Boolean).map(({ server }) => close(server)));
    rmSync(cacheDir, { recursive: true, force: true });
  });

  /** The CDN's answer to a query written as it is sent, unencoded where an attacker leaves it so. */
  const ask = (query: string, accept = "image/avif,image/webp,*/*") =>
    fetch(`${cdn.origin}/.netlify/images?${query}`, { headers: { Accept: accept } });

  it("answers the host's picture at a width, in the format the browser accepts", async () => {
    const response = await ask(`url=${encodeURIComponent(`${host.origin}/products/photo.jpg`)}&w=320&q=70`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(320);
  });

  it("refuses paths out of the picture folders, other hosts and ports, and asks none of them", async () => {
    const hostAddress = host.origin.replace("http://", "");
    const attacks = [
      `url=${host.origin}/products/../secret.png`,
      `url=${encodeURIComponent(`${host.origin}/products/../secret.png`)}`,
      `url=${host.origin}/products/%2e%2e/secret.png`,
      `url=${host.origin}/products/%252e%252e/secret.png`,
      `url=${host.origin}/products/%25252e%25252e/secret.png`,
      `url=${host.origin}/products/.%2e/secret.png`,
      `url=${host.origin}/products/..%252fsecret.png`,
      `url=${host.origin}/products/..%255csecret.png`,
      `url=${host.origin}/products\\..\\secret.png`,
      `url=${host.origin}/products/%5c..%5csecret.png`,
      `url=${host.origin}/secret/photo.jpg`,
      `url=${host.origin}/products/photo.jpg%3Fx=1`,
      `url=${decoy.origin}/products/photo.jpg`,
      `url=${encodeURIComponent(`${decoy.origin}/products/../api/email`)}`,
      `url=http://${hostAddress}@${decoy.origin.replace("http://", "")}/products/photo.jpg`,
      `url=${host.origin.replace("localhost", "127.0.0.1")}/products/../../secret.png`,
      `url=/products/photo.jpg`,
      `url=file:///etc/passwd`,
      `url=`,
    ];
    for (const attack of attacks) {
      const response = await ask(`${attack}&w=100`);
      expect(response.status, attack).toBe(400);
      expect(
        host.asked.filter((path) => path !== "/products/photo.jpg"),
        attack,
      ).toEqual([]);
      expect(decoy.asked, attack).toEqual([]);
    }
  });

  it("refuses values Netlify does not accept, and values that would add IPX modifiers, with a 400", async () => {
    const picture = `url=${encodeURIComponent(`${host.origin}/products/photo.jpg`)}`;
    const refused = [
      "w=abc",
      "w=0",
      "w=-100",
      "w=1.5",
      "w=0100",
      "w=%20100",
      `w=${MAX_DIMENSION + 1}`,
      "w=7412",
      "h=0",
      "q=0",
      "q=101",
      "q=70,resize_7412x7412",
      "q=70,enlarge,resize_7412x7412",
      "fit=inside",
      "fit=cover,enlarge,resize_7412x7412",
      "fit=cover_enlarge",
      "position=center,enlarge",
      "position=top/_/package.json",
      "position=x/package.json%3F",
      "position=north",
      "fm=svg",
      "fm=jpeg,enlarge",
      "w=100&w=200",
    ];
    for (const query of refused) {
      const response = await ask(`${picture}&${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type"), query).toBe("text/plain; charset=utf-8");
    }
  });

  it("never makes a rendition larger than its source, however large it is asked within the bound", async () => {
    const picture = `url=${encodeURIComponent(`${host.origin}/products/photo.jpg`)}`;
    for (const [query, size] of [
      [`w=${MAX_DIMENSION}`, { width: 1200, height: 800 }],
      [`w=${MAX_DIMENSION}&h=${MAX_DIMENSION}&fit=fill`, { width: 800, height: 800 }],
      [`w=${MAX_DIMENSION}&h=1260&fit=cover&position=top`, { width: 1200, height: 630 }],
    ] as const) {
      const response = await ask(`${picture}&${query}&fm=jpg&q=50`);
      expect(response.status, query).toBe(200);
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ width, height }, query).toEqual(size);
    }
  });

  it("answers an SVG as a sandboxed document that runs nothing and is never sniffed", async () => {
    const response = await ask(`url=${encodeURIComponent(`${host.origin}/products/drawing.svg`)}`, "image/svg+xml,*/*");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).not.toContain("<script");
  });

  it("keeps its cache under its size and age", async () => {
    const boundedDir = mkdtempSync(join(tmpdir(), "image-cdn-bounded-"));
    const limits = { bytes: 64 * 1024, ageMs: 24 * 60 * 60 * 1000 };
    // A rendition of a previous run, two days old.
    const stale = join(boundedDir, "0".repeat(32));
    writeFileSync(stale, "image/png\n");
    const twoDaysAgo = new Date(Date.now() - 2 * limits.ageMs);
    utimesSync(stale, twoDaysAgo, twoDaysAgo);
    const noise = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: "#777",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const noisyHost = await recordingServer(() => ({ type: "image/png", body: noise }));
    const bounded = await cdnServer({ imageHost: noisyHost.origin, cacheDir: boundedDir, cacheLimits: limits });
    const folderBytes = () =>
      readdirSync(boundedDir).reduce((total, name) => total + statSync(join(boundedDir, name)).size, 0);
    try {
      let made = 0;
      for (let width = 100; width < 130; width += 1) {
        const response = await fetch(
          `${bounded.origin}/.netlify/images?url=${encodeURIComponent(`${noisyHost.origin}/products/noise.png`)}&w=${width}&fm=png`,
        );
        expect(response.status).toBe(200);
        made += (await response.arrayBuffer()).byteLength;
        expect(folderBytes(), `after ${width}`).toBeLessThan(limits.bytes * (9 / 8));
      }
      // What was asked came to several times the bound.
      expect(made).toBeGreaterThan(3 * limits.bytes);
      expect(readdirSync(boundedDir)).not.toContain("0".repeat(32));
    } finally {
      await Promise.all([close(noisyHost.server), close(bounded.server)]);
      rmSync(boundedDir, { recursive: true, force: true });
    }
  });
});
