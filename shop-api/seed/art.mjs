// The demo catalogue's art: small deterministic SVGs (< 3 KB) of every product, subcategory and
// the reseller's logo, which scripts/supplier-images.mjs renders into the image host's
// photographs. Colours and background pattern derive from a hash of the file name, the drawing
// from the product's subcategory; a colourway of a product is the same drawing in that colour.
// Types in art.d.mts.

import { readFileSync } from "node:fs";

/** The colours a drawing can be coloured in: the product page's swatches (one table for both). */
const COLOUR_HEX = JSON.parse(readFileSync(new URL("../../src/domain/colour-swatches.json", import.meta.url), "utf8"));

/** The CSS colour a colour value is drawn in, or null for one without a single hue (Multicolour). */
export function colourHex(name) {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(COLOUR_HEX, key) ? COLOUR_HEX[key] : null;
}

/** FNV-1a 32-bit hash. */
export function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function escapeXml(text) {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

// Drawings in a 100 x 100 box, stroked or filled with the foreground colour.
const ICONS = {
  shirt: '<path d="M35 15 20 22 8 40l12 8 8-10v52h44V38l8 10 12-8-12-18-15-7c-2 7-8 11-15 11s-13-4-15-11Z"/>',
  pants: '<path d="M28 10h44l6 82H60L50 40 40 92H22Z"/>',
  dress: '<path d="M40 8h20l-3 18 8 14 17 52H18l17-52 8-14Z"/>',
  shoe: '<path d="M10 62c0-14 4-26 10-30l10 8c6 6 14 8 22 8l24 6c10 2 14 8 14 14v6H10Z"/>',
  toy: '<rect x="16" y="52" width="30" height="30" rx="3"/><rect x="54" y="52" width="30" height="30" rx="3"/><rect x="35" y="18" width="30" height="30" rx="3"/>',
  chair: '<path d="M26 10h48v40H26Z"/><path d="M18 50h64v12H18ZM24 62h8v28h-8ZM68 62h8v28h-8Z"/>',
  sofa: '<path d="M14 40h72v20H14ZM8 44h12v34H8ZM80 44h12v34H80ZM20 60h60v16H20ZM22 24h56v18H22Z"/>',
  vase: '<path d="M40 10h20v10c10 8 16 20 16 34 0 20-12 36-26 36S24 74 24 54c0-14 6-26 16-34Z"/>',
  lamp: '<path d="M30 14h40l12 34H18ZM46 48h8v32h-8ZM30 82h40v8H30Z"/>',
  mug: '<path d="M18 24h50v52c0 8-6 14-14 14H32c-8 0-14-6-14-14ZM68 36h8c8 0 12 6 12 14s-4 14-12 14h-8v-8h8c3 0 4-3 4-6s-1-6-4-6h-8Z"/>',
  bed: '<path d="M8 30h10v26h64V44h10v46H82V78H18v12H8ZM24 40h22v14H24Z"/>',
  lipstick: '<path d="M40 46h20v44H40ZM42 44V20l16-10v34Z"/>',
  bottle: '<path d="M42 8h16v14h-16ZM36 24h28c6 0 10 4 10 10v50c0 4-4 8-8 8H34c-4 0-8-4-8-8V34c0-6 4-10 10-10Z"/>',
  palette:
    '<path d="M50 10C26 10 10 28 10 48s16 40 38 40c8 0 10-6 6-12-3-5 0-10 6-10h12c10 0 18-8 18-20 0-20-18-36-40-36Z"/>',
  camera: '<path d="M10 30h20l8-12h24l8 12h20v52H10Z"/><circle cx="50" cy="56" r="16" fill="#fff" fill-opacity=".6"/>',
  watch: '<path d="M38 6h24v20H38ZM38 74h24v20H38Z"/><circle cx="50" cy="50" r="26"/>',
  bag: '<path d="M16 36h68l-6 56H22ZM36 36v-8c0-8 6-14 14-14s14 6 14 14v8h-6v-8c0-4-4-8-8-8s-8 4-8 8v8Z"/>',
  tag: '<path d="M12 12h38l40 40-38 38-40-40ZM30 24a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"/>',
  star: '<path d="m50 8 12 28 30 2-23 20 7 30-26-16-26 16 7-30L8 38l30-2Z"/>',
};

const KINDS = [
  [/pant|jean|trouser|short|legging/, "pants"],
  [/dress|saree|sari|kurta|gown|skirt|ethnic/, "dress"],
  [/shoe|footwear|sneaker|sandal|boot/, "shoe"],
  [/toy|game|puzzle|lego/, "toy"],
  [/sofa|couch/, "sofa"],
  [/furniture|chair|table/, "chair"],
  [/lamp|light/, "lamp"],
  [/decor|vase|art/, "vase"],
  [/kitchen|dining|mug|cook/, "mug"],
  [/bed|linen|bath|towel/, "bed"],
  [/makeup|lip|cosmetic|nail/, "lipstick"],
  [/skin|fragrance|perfume|hair|care|bottle|bath/, "bottle"],
  [/photo|camera/, "camera"],
  [/design|studio|paint|craft/, "palette"],
  [/watch/, "watch"],
  [/bag|accessor|wallet|school/, "bag"],
  [/shirt|top|tee|jacket|coat|cloth|wear|sweater|hoodie|innerwear|sleep/, "shirt"],
];

/** Picks a drawing for a subcategory or category description (or slug). */
export function iconFor(description) {
  const text = description.toLowerCase();
  for (const [pattern, kind] of KINDS) if (pattern.test(text)) return kind;
  return "tag";
}

function hsl(h, s, l) {
  return `hsl(${h % 360} ${s}% ${l}%)`;
}

function pattern(seed, colour) {
  switch (seed % 4) {
    case 0: {
      let dots = "";
      for (let i = 0; i < 6; i++)
        dots += `<circle cx="${(seed >> (i + 2)) % 400}" cy="${(seed >> (i + 5)) % 400}" r="${20 + ((seed >> i) % 40)}"/>`;
      return `<g fill="${colour}" fill-opacity=".18">${dots}</g>`;
    }
    case 1:
      return `<g stroke="${colour}" stroke-opacity=".2" stroke-width="14"><path d="M-40 80 80-40M-40 200 200-40M-40 320 320-40M40 440 440 40M160 440 440 160M280 440 440 280"/></g>`;
    case 2:
      return `<g fill="none" stroke="${colour}" stroke-opacity=".2" stroke-width="10"><circle cx="200" cy="200" r="90"/><circle cx="200" cy="200" r="150"/><circle cx="200" cy="200" r="210"/></g>`;
    default:
      return `<g fill="${colour}" fill-opacity=".16"><rect x="0" y="0" width="200" height="200"/><rect x="200" y="200" width="200" height="200"/></g>`;
  }
}

/**
 * A 400 x 400 product or subcategory image. With `colour`, the product itself is drawn in it,
 * outlined so that white and ivory still show; background and caption stay the file's.
 */
export function productSvg(info) {
  const seed = hash(info.file);
  const hue = seed % 360;
  const bg1 = hsl(hue, 55, 88);
  const bg2 = hsl(hue + 40, 60, 74);
  const fg = hsl(hue + 180, 45, 32);
  const icon = ICONS[iconFor(info.kind ?? info.title ?? "")] ?? ICONS.tag;
  const angle = ((seed >> 9) % 21) - 10;
  const title = info.title ? escapeXml(info.title.length > 30 ? `${info.title.slice(0, 29)}…` : info.title) : "";
  const caption = title
    ? `<text x="200" y="372" font-family="system-ui,sans-serif" font-size="20" text-anchor="middle" fill="${fg}">${title}</text>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${title || escapeXml(info.file)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g)"/>${pattern(seed, fg)}` +
    `<g transform="translate(200 185) rotate(${angle}) translate(-110 -110) scale(2.2)" fill="${info.colour ?? fg}"${info.colour ? ' stroke="#1f2937" stroke-width="1.2" stroke-linejoin="round"' : ""}>${icon}</g>` +
    `${caption}</svg>`
  );
}

/** The reseller's logo: a monogram badge and the shop name. */
export function logoSvg(name, file) {
  const seed = hash(file + name);
  const hue = seed % 360;
  const initial = escapeXml((name.trim()[0] ?? "S").toUpperCase());
  const label = escapeXml(name.length > 24 ? `${name.slice(0, 23)}…` : name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${label}">` +
    `<rect x="4" y="4" width="56" height="56" rx="14" fill="${hsl(hue, 65, 42)}"/>` +
    `<text x="32" y="44" font-family="system-ui,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text>` +
    `<text x="72" y="42" font-family="system-ui,sans-serif" font-size="24" font-weight="600" fill="${hsl(hue, 40, 22)}">${label}</text>` +
    `</svg>`
  );
}
