#!/usr/bin/env node
// The supplier's pictures, as a real catalogue has them: every demo product's pictures (and the
// subcategories') as 1,200 px JPEG photographs of 100 to 250 KB, the reseller logo, the home
// banners and the brand logos as PNG, rendered from the seed's art (shop-api/seed/art.mjs,
// shop-api/seed/home-art/) into shop-api/.images/. The shop API serves that folder as its static
// assets (shop-api/wrangler.jsonc), with a year's Cache-Control and ETags, as a supplier's image
// host would; it is kept out of git and made again only when its sources change.
//
//   node scripts/supplier-images.mjs          makes the folder when missing or stale
//
// Also importable: ensureSupplierImages({ log }), called by `npm start` and the test suites' setup.

import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { colourHex, logoSvg, productSvg } from "../shop-api/seed/art.mjs";
import { generateSeedData } from "../shop-api/seed/generate.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The shop API's static assets folder (`assets.directory` in shop-api/wrangler.jsonc). */
export const SUPPLIER_IMAGES_DIR = join(ROOT, "shop-api", ".images");
const HOME_ART = join(ROOT, "shop-api", "seed", "home-art");
/** What the pictures are made from: a change to any of these makes them again. */
const SOURCES = ["shop-api/seed", "scripts/supplier-images.mjs"];
const STAMP = ".sources";

/** A product photograph's side: what a reseller's supplier typically sends. */
export const PHOTO_SIZE = 1200;
const ART_SIZE = 400;
const JPEG_QUALITY = 84;
/** Film grain: what makes a flat drawing weigh (and resize) like a photograph: 150 to 300 KB. */
const GRAIN_SIGMA = 6;
/**
 * The colourways of a product's further views: its photograph's channels mixed again (a linear
 * mix costs a fifth of a hue turn, which goes through LCh and back).
 */
const VIEW_MIXES = [
  [
    [0.2, 0.8, 0],
    [0, 0.2, 0.8],
    [0.8, 0, 0.2],
  ],
  [
    [0.2, 0, 0.8],
    [0.8, 0.2, 0],
    [0, 0.8, 0.2],
  ],
];
/** Layout sizes of the home art (src/features/home/utils), rendered at three times. */
const ART_SCALE = 3;
const SOCIAL = { width: 1200, height: 630 };

// mulberry32, seeded: the grain and so every file's bytes are the same on every machine.
function createRng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Gaussian grain (Box-Muller), twice a photo's pixels so each picture starts at its own offset. */
function makeGrain(length) {
  const rng = createRng(0x9a41);
  const grain = new Int8Array(length);
  for (let i = 0; i < length; i += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - rng()));
    const theta = 2 * Math.PI * rng();
    grain[i] = Math.max(-127, Math.min(127, Math.round(r * Math.cos(theta) * GRAIN_SIGMA)));
    if (i + 1 < length) grain[i + 1] = Math.max(-127, Math.min(127, Math.round(r * Math.sin(theta) * GRAIN_SIGMA)));
  }
  return grain;
}

function fileHash(text) {
  return createHash("sha256").update(text).digest().readUInt32BE(0);
}

/** `image` (a sharp pipeline of an opaque picture) as raw RGB with grain added. */
async function withGrain(image, file, grain) {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const offset = fileHash(file) % (grain.length - pixels);
  for (let p = 0; p < pixels; p++) {
    const g = grain[offset + p];
    for (let i = p * 3; i < p * 3 + 3; i++) {
      const v = data[i] + g;
      data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
}

const jpeg = (image) => image.jpeg({ quality: JPEG_QUALITY }).toBuffer();

/** A drawing as a PHOTO_SIZE photograph, with grain. */
function photograph(svg, file, grain) {
  const drawing = sharp(Buffer.from(svg), { density: (72 * PHOTO_SIZE) / ART_SIZE })
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover" })
    .flatten({ background: "#ffffff" });
  return withGrain(drawing, file, grain);
}

/**
 * A product's pictures: its photograph, then each further view: the drawing again in the colour
 * that view shows (`svgIn(file)`), or else a colourway of the photograph mixed from its channels.
 * Only colours are drawn again: mixing the one rendering keeps the first run of `npm start` short.
 */
async function productPhotographs(files, svgIn, grain) {
  const photo = await photograph(svgIn(files[0]), files[0], grain);
  return Promise.all(
    files.map(async (file, index) => {
      if (index === 0) return jpeg(photo.clone());
      const svg = svgIn(file);
      if (svg !== null) return jpeg(await photograph(svg, file, grain));
      return jpeg(photo.clone().recomb(VIEW_MIXES[(index - 1) % VIEW_MIXES.length]));
    }),
  );
}

/** Flat art (logos, banners) at three times its layout size, transparent, as a PNG. */
async function artwork(svg, scale = ART_SCALE) {
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** The home page's link preview: the "all products" banner on its slide's colours, 1,200 x 630. */
async function socialCard(bannerSvg, grain) {
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL.width}" height="${SOCIAL.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fed7aa"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const art = await sharp(bannerSvg, { density: 72 * 2.5 })
    .png()
    .toBuffer();
  const card = await sharp(Buffer.from(background))
    .composite([{ input: art, gravity: "center" }])
    .png()
    .toBuffer();
  return jpeg(await withGrain(sharp(card), "home/social.jpg", grain));
}

/** Every picture of the demo data: [paths under the folder, () => their bytes]. */
async function pictureJobs(grain) {
  const data = await generateSeedData();
  const subcategories = new Map(data.subcategories.map((s) => [s.subcategory_id, s]));
  const categories = new Map(data.categories.map((c) => [c.category_id, c]));
  const kindOf = (sub) => `${sub.slug} ${sub.subcategory_desc} ${categories.get(sub.category_id).category_desc}`;
  const jobs = [];
  for (const product of data.products) {
    const colourOf = new Map(product.color_images.map(({ color, image }) => [image, colourHex(color)]));
    const files = [...new Set([product.image, ...product.thumbnails, ...colourOf.keys()])];
    const drawing = {
      file: files[0],
      title: product.name,
      kind: kindOf(subcategories.get(product.subcategory_id)),
    };
    // Every colourway is the main drawing (its background, its caption) in another colour.
    const svgIn = (file) => {
      const colour = colourOf.get(file) ?? undefined;
      return file === files[0] || colour ? productSvg({ ...drawing, colour }) : null;
    };
    jobs.push([files.map((file) => `products/${file}`), () => productPhotographs(files, svgIn, grain)]);
  }
  for (const sub of data.subcategories) {
    const file = sub.cosubcategory_image;
    const svg = productSvg({ file, title: sub.subcategory_desc, kind: kindOf(sub) });
    jobs.push([[`products/${file}`], () => productPhotographs([file], () => svg, grain)]);
  }
  for (const reseller of data.reseller) {
    const svg = logoSvg(reseller.name, reseller.logo);
    jobs.push([[`ResellerLogo/${reseller.logo}`], async () => [await artwork(svg)]]);
  }
  for (const file of await readdir(HOME_ART, { recursive: true })) {
    if (!file.endsWith(".svg")) continue;
    const art = join(HOME_ART, file);
    jobs.push([[`home/${file.replace(/\.svg$/, ".png")}`], async () => [await artwork(await readFile(art))]]);
  }
  const banner = join(HOME_ART, "banner-all.svg");
  jobs.push([["home/social.jpg"], async () => [await socialCard(await readFile(banner), grain)]]);
  return jobs;
}

async function filesUnder(path) {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))));
  return nested.flat().sort();
}

async function sourcesHash() {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of await filesUnder(join(ROOT, source))) {
      hash.update(relative(ROOT, file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

async function currentStamp() {
  return readFile(join(SUPPLIER_IMAGES_DIR, STAMP), "utf8").catch(() => null);
}

/** Held by the one process rendering the folder: its pid, in a directory made atomically. */
const BUILD_LOCK = `${SUPPLIER_IMAGES_DIR}.lock`;
/** A lock without its pid after this long belongs to a process that died between the two writes. */
const PIDLESS_LOCK_MS = 30_000;

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Runs `build` while holding the lock directory `lock`. Callers in other processes (the test database's
 * setup and the email preview's test start together in `npm test` on a fresh clone) wait for the
 * holder instead of rendering the same 1,128 pictures beside it (seen in CI: the preview's test
 * took 140 s of its 180 s rendering them a second time). A lock whose holder is gone is taken over.
 */
export async function whileLocked(lock, build, log = () => {}) {
  let told = false;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const pid = Number(await readFile(join(lock, "pid"), "utf8").catch(() => "0"));
    const since = await stat(lock).then(
      (held) => Date.now() - held.mtimeMs,
      () => 0,
    );
    if (pid ? !isRunning(pid) : since > PIDLESS_LOCK_MS) {
      await rm(lock, { recursive: true, force: true });
      continue;
    }
    if (!told) log(`waiting for another process${pid ? ` (pid ${pid})` : ""} to finish the same work`);
    told = true;
    await new Promise((wake) => setTimeout(wake, 500));
  }
  try {
    await writeFile(join(lock, "pid"), String(process.pid));
    return await build();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Makes shop-api/.images when it is missing or was made from other sources, one process at a
 * time. Built aside and renamed into place, so a shop API starting meanwhile never serves half of
 * it. Resolves with { made, files, ms }.
 */
export async function ensureSupplierImages({ log = () => {} } = {}) {
  const t0 = performance.now();
  const stamp = await sourcesHash();
  const unchanged = { made: false, files: 0, ms: 0 };
  if ((await currentStamp()) === stamp) return unchanged;
  return whileLocked(
    BUILD_LOCK,
    async () => {
      // The process that held the lock may have made them meanwhile.
      if ((await currentStamp()) === stamp) return unchanged;
      log("rendering the supplier's photographs (first run only)");
      await mkdir(dirname(SUPPLIER_IMAGES_DIR), { recursive: true });
      const building = await mkdtemp(`${SUPPLIER_IMAGES_DIR}-building-`);
      try {
        const grain = makeGrain(PHOTO_SIZE * PHOTO_SIZE * 2);
        const jobs = await pictureJobs(grain);
        // One libvips thread per job, one job per core: the per-pixel grain runs in this thread.
        sharp.concurrency(1);
        let next = 0;
        const worker = async () => {
          while (next < jobs.length) {
            const [paths, render] = jobs[next++];
            const pictures = await render();
            for (const [index, path] of paths.entries()) {
              const target = join(building, path);
              await mkdir(dirname(target), { recursive: true });
              await writeFile(target, pictures[index]);
            }
          }
        };
        await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
        // Cloudflare's static assets read _headers: pictures never change under their name.
        await writeFile(
          join(building, "_headers"),
          ["/products/*", "/ResellerLogo/*", "/home/*"]
            .map((path) => `${path}\n  Cache-Control: public, max-age=31536000, immutable\n`)
            .join(""),
        );
        await writeFile(join(building, STAMP), stamp);
        const stale = `${building}-stale`;
        if (existsSync(SUPPLIER_IMAGES_DIR)) await rename(SUPPLIER_IMAGES_DIR, stale);
        await rename(building, SUPPLIER_IMAGES_DIR);
        await rm(stale, { recursive: true, force: true });
        const ms = Math.round(performance.now() - t0);
        const files = jobs.reduce((sum, [paths]) => sum + paths.length, 0);
        log(`rendered ${files} pictures in ${(ms / 1000).toFixed(1)} s`);
        return { made: true, files, ms };
      } catch (error) {
        await rm(building, { recursive: true, force: true });
        throw error;
      }
    },
    log,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  ensureSupplierImages({ log: (line) => process.stdout.write(`supplier-images: ${line}\n`) }).catch((error) => {
    process.stderr.write(`supplier-images: ${error?.stack ?? error}\n`);
    process.exitCode = 1;
  });
}
