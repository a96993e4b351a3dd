#!/usr/bin/env node
// Demo data of the reference shop API: a deterministic generator of the D1 seed SQL.
//
//   node shop-api/seed/generate.mjs            prints the seed SQL to stdout
//   node shop-api/seed/generate.mjs FILE       writes it to FILE
//
// Everything comes from a seeded PRNG and fixed constants (no Math.random, no clock), so two runs
// give byte-identical output. The SQL has no BEGIN/COMMIT (D1 rejects explicit transactions) and
// starts by deleting every row, so executing it again restores the demo data exactly.

import { webcrypto } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { colourHex } from "./art.mjs";
import { BADGES, CATEGORIES, HEADER_GROUPS, SERVICE_BADGES, SIZE_LADDERS, SUBCATEGORIES, TAXES } from "./catalog.mjs";
import {
  CATEGORIES_FR,
  COLORS_FR,
  FEATURES_FR,
  HEADER_GROUPS_FR,
  MATERIALS_FR,
  NOTES_FR,
  SUBCATEGORIES_FR,
} from "./catalog-fr.mjs";

export { CATEGORIES, SUBCATEGORIES, TAXES, HEADER_GROUPS };

const subtle = (globalThis.crypto ?? webcrypto).subtle;

/** The demo login documented in the README. */
export const DEMO_CUSTOMER = Object.freeze({
  id: 1,
  firstname: "Demo",
  lastname: "Shopper",
  email: "demo@shop.test",
  password: "Demo1234",
  mobileno: "4165550142",
});

export const PBKDF2_ITERATIONS = 100_000;
const PRNG_SEED = 0x5eed2026;
/** Source of the demo customer's salt: fixed so the seed is reproducible. */
const DEMO_SALT_SOURCE = "shopnest demo customer salt v1";

// ---------------------------------------------------------------------------------------------
// Small helpers

/** mulberry32: a tiny, well-distributed 32-bit PRNG. Returns floats in [0, 1). */
function createRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const sample = (list, n) => {
    const copy = list.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(n, copy.length));
  };
  const run = (ladder, minLen, maxLen) => {
    const len = Math.min(ladder.length, int(minLen, maxLen));
    const start = int(0, ladder.length - len);
    return ladder.slice(start, start + len);
  };
  return { next, int, pick, chance, sample, run, shuffle: (list) => sample(list, list.length) };
}

/** Rupees to a "shop" price in paise: 1299, 449, 12499 and so on. */
function nicePricePaise(rupees) {
  const step = rupees < 1000 ? 50 : rupees < 10000 ? 100 : 500;
  const value = Math.round(rupees / step) * step - 1;
  return Math.min(44999, Math.max(99, value)) * 100;
}

function formatWeight(grams) {
  if (grams < 1000) return `${Math.max(10, Math.round(grams / 10) * 10)} g`;
  const kg = grams < 10000 ? Math.round(grams / 100) / 10 : Math.round(grams / 1000);
  return `${kg} kg`;
}

/** Lower-cases ordinary capitalised words, keeps acronyms and brand-like spellings (ABS, Dri-Fit). */
function lowerWords(text) {
  return text
    .split(" ")
    .map((w) => (/^[A-Z][a-z'-]*$/.test(w) ? w.toLowerCase() : w))
    .join(" ");
}

function searchText(parts, wordChars = /[^a-z0-9-]+/) {
  const seen = new Set();
  for (const part of parts) {
    for (const token of part.toLowerCase().split(wordChars)) {
      if (token.length > 1 && !seen.has(token)) seen.add(token);
    }
  }
  return [...seen].join(" ");
}

// The tax rule of src/domain/money.ts (taxPaise), repeated here only because this plain Node
// script cannot import TypeScript; tests/unit/seed-data.test.ts checks every seeded order's tax
// against the domain function, so the two cannot drift apart unnoticed.
function taxPaise(subtotalPaise, ratePercent) {
  const milli = Math.round(ratePercent * 1000);
  return Math.floor((subtotalPaise * milli + 50_000) / 100_000);
}

export function productImage(id) {
  return `p${String(id).padStart(4, "0")}.jpg`;
}

// ---------------------------------------------------------------------------------------------
// Password hash (same format and algorithm the Worker verifies)

function b64url(bytes) {
  return Buffer.from(bytes).toString("base64url");
}

/** pbkdf2$sha256$<iterations>$<salt base64url>$<key base64url>, PBKDF2-SHA256, 32-byte key. */
export async function hashPassword(password, salt, iterations = PBKDF2_ITERATIONS) {
  const key = await subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return `pbkdf2$sha256$${iterations}$${b64url(salt)}$${b64url(new Uint8Array(bits))}`;
}

async function demoSalt() {
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(DEMO_SALT_SOURCE));
  return new Uint8Array(digest).slice(0, 16);
}

// ---------------------------------------------------------------------------------------------
// Catalogue

function buildCategories() {
  const categories = CATEGORIES.map((c, i) => ({
    category_id: i + 1,
    category_desc: c.desc,
    slug: c.slug,
    sort_order: i + 1,
  }));
  const idBySlug = new Map(categories.map((c) => [c.slug, c.category_id]));
  const orderInCategory = new Map();
  const subcategories = SUBCATEGORIES.map((s, i) => {
    const category_id = idBySlug.get(s.category);
    if (!category_id) throw new Error(`unknown category ${s.category}`);
    const sort_order = (orderInCategory.get(category_id) ?? 0) + 1;
    orderInCategory.set(category_id, sort_order);
    return {
      subcategory_id: i + 1,
      category_id,
      subcategory_desc: s.desc,
      slug: s.slug,
      cosubcategory_image: `sub-${s.category}-${s.slug}.jpg`,
      sort_order,
    };
  });
  return { categories, subcategories };
}

function sizesFor(rng, spec) {
  if (typeof spec === "string") {
    const ladder = SIZE_LADDERS[spec];
    if (!ladder) throw new Error(`unknown size ladder ${spec}`);
    const [minLen, maxLen] =
      spec === "apparel" ? [3, 6] : spec === "bedding" ? [2, 4] : spec === "paper" ? [1, 3] : [3, 6];
    return rng.run(ladder, minLen, maxLen);
  }
  if (spec.length === 1) return spec.slice();
  return rng.run(spec, Math.min(2, spec.length), spec.length);
}

function colorCount(rng, slug) {
  if (slug === "makeup") return rng.int(3, 6);
  if (["skincare", "haircare", "fragrance", "baby-care"].includes(slug)) return rng.int(1, 2);
  return rng.int(1, 4);
}

function buildPrices(rng, item) {
  const [min, max] = item.price;
  const rupees = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
  let original = nicePricePaise(rupees);
  if (rng.chance(0.12)) original += 50; // 1299.50 style
  let discount = original;
  if (original > 19_900 && !rng.chance(0.15)) {
    const pct = rng.chance(0.3) ? rng.int(35, 65) : rng.int(5, 34);
    discount = nicePricePaise((original / 100) * (1 - pct / 100));
    if (rng.chance(0.1)) discount += 50;
    if (discount >= original) discount = original - (original > 100_000 ? 10_000 : 5_000);
    discount = Math.max(9_900, discount);
    if (discount >= original) discount = original;
  }
  const pctOff = Math.round(((original - discount) / original) * 100);
  const on_sale = discount < original && (pctOff >= 20 || rng.chance(0.25)) ? 1 : 0;
  return { original_price_paise: original, discount_price_paise: discount, on_sale };
}

function buildStock(rng) {
  const r = rng.next();
  if (r < 0.06) return 0;
  if (r < 0.14) return rng.int(1, 3);
  return rng.int(5, 80);
}

function buildRating(rng) {
  const rating = rng.chance(0.08) ? 1 + rng.next() * 2 : 3 + rng.next() * 2;
  const ratings = Math.max(1, Math.floor(Math.exp(rng.next() * Math.log(25_000))));
  return { rating: Math.round(rating * 10) / 10, ratings };
}

/**
 * A product's fields but its id and images, drawn from `rng` in a fixed order: the seed's
 * products and the benchmark's synthetic ones (syntheticProductsSql) share it.
 */
function productFields(rng, { sub, subRow, category, item, name, material }) {
  const prices = buildPrices(rng, item);
  const { rating, ratings } = buildRating(rng);
  const quantity = buildStock(rng);
  const sizes = sizesFor(rng, item.sizes);
  const colors = rng.sample(sub.colors, colorCount(rng, sub.slug));
  const weight = formatWeight(rng.int(item.weight[0], item.weight[1]));
  const feature = rng.pick(sub.features);
  const note = rng.pick(sub.notes);
  const named = name.includes(material);
  const description = `${name}${named ? "" : `, made of ${lowerWords(material)},`} ${feature}. ${note}`;
  let badge1 = rating >= 4.5 ? "Top Rated" : rng.pick(SERVICE_BADGES);
  if (badge1 === "Free Delivery" && prices.discount_price_paise < 49_900) badge1 = "Assured";
  return {
    picks: { feature, note },
    name,
    subcategory_id: subRow.subcategory_id,
    ...prices,
    quantity,
    rating,
    ratings,
    badge: rng.pick(BADGES),
    badge1,
    search_text: searchText([name, category.desc, sub.desc, sub.keywords, item.item, material, colors.join(" ")]),
    sizes,
    colors,
    material,
    description,
    weight,
  };
}

/**
 * A product's pictures: the main one and two further views, and which of them shows which colour
 * (migration 0032). The main picture is drawn in the first colour and the k-th colour's picture is
 * view k + 1, so the views are the product's colourways and a colour costs a file of its own only
 * past the third; a colour without a single hue (Multicolour, Clear) has none.
 */
const productImages = (id, colors) => {
  const image = productImage(id);
  const stem = image.replace(/\.jpg$/, "");
  const color_images = colors.flatMap((color, k) =>
    colourHex(color) === null ? [] : [{ color, image: k === 0 ? image : `${stem}-${k + 1}.jpg` }],
  );
  return { image, thumbnails: [image, `${stem}-2.jpg`, `${stem}-3.jpg`], color_images };
};

/** A French word looked up in a catalog-fr.mjs table: a gap fails the seed, never reads as English. */
function french(table, english, what) {
  const text = table[english];
  if (text === undefined) throw new Error(`catalog-fr.mjs has no French for the ${what} "${english}"`);
  return text;
}

/**
 * A product's French texts from the choices its English ones were made of (the item, the line
 * name, the material, the feature and note, the colours): "Chemise ajustée Urban en lin".
 */
function frenchProduct({ sub, item, adj, material, picks, colors, suffix }) {
  const subFr = french(SUBCATEGORIES_FR, `${sub.category}/${sub.slug}`, "subcategory");
  const entry = french(subFr.items, item.item, "item");
  const { item: noun, pattern } = typeof entry === "string" ? { item: entry, pattern: undefined } : entry;
  const [mat, madeOf] = french(MATERIALS_FR, material, "material");
  const template = pattern ?? (item.plainName ? "{item} {adj}" : "{item} {adj} {en}");
  const name = `${template
    .replace("{item}", noun)
    .replace("{adj}", adj)
    .replace("{en}", madeOf)
    .replace("{Mat}", mat)
    .replace("{mat}", mat.toLowerCase())}${suffix}`;
  const named = !template.includes("{en}") && !/\{m?at\}/i.test(template);
  const description = `${name}, ${named ? `${madeOf}, ` : ""}${french(FEATURES_FR, picks.feature, "feature")}. ${french(NOTES_FR, picks.note, "note")}`;
  const colours = colors.map((colour) => french(COLORS_FR, colour, "colour"));
  return {
    name,
    description,
    material: mat,
    search_text: searchText(
      [name, french(CATEGORIES_FR, sub.category, "category"), subFr.desc, subFr.keywords, noun, mat, colours.join(" ")],
      /[^\p{L}\p{N}-]+/u,
    ),
  };
}

function buildProducts(rng, subcategories) {
  const drafts = [];
  const names = new Set();
  SUBCATEGORIES.forEach((sub, si) => {
    const subRow = subcategories[si];
    const category = CATEGORIES.find((c) => c.slug === sub.category);
    const offset = rng.int(0, sub.items.length - 1);
    for (let i = 0; i < sub.count; i++) {
      const item = sub.items[(offset + i) % sub.items.length];
      const materials = item.materials ?? sub.materials;
      let name = "";
      let material = "";
      let adj = "";
      for (let attempt = 0; attempt < 50; attempt++) {
        material = rng.pick(materials);
        adj = rng.pick(sub.adjectives);
        const pattern = item.pattern ?? (item.plainName ? "{adj} {item}" : "{adj} {mat} {item}");
        name = pattern.replace("{adj}", adj).replace("{mat}", material).replace("{item}", item.item);
        if (!names.has(name)) break;
      }
      const suffix = names.has(name) ? ` ${i + 1}` : "";
      name += suffix;
      names.add(name);
      const { picks, ...fields } = productFields(rng, { sub, subRow, category, item, name, material });
      const fr = frenchProduct({ sub, item, adj, material, picks, colors: fields.colors, suffix });
      drafts.push({ ...fields, fr });
    }
  });
  // Interleave the subcategories so ids (and the unfiltered list) are not grouped.
  return rng.shuffle(drafts).map(({ fr, ...p }, i) => ({ id: i + 1, ...p, ...productImages(i + 1, p.colors), fr }));
}

/** Seed of the benchmark's synthetic products: a PRNG of their own leaves the demo data as it is. */
const SYNTHETIC_SEED = 0xbe7c4;

/**
 * INSERT statements for `count` synthetic products with ids from `firstId` (`npm run
 * bench:catalogue`), drawn as the demo products are: a random subcategory and item each, named
 * with their id so every name is unique. The same products on every run; triggers index them.
 * 100 rows a statement keep each under D1's 100 KB.
 */
export function syntheticProductsSql(count, firstId) {
  const rng = createRng(SYNTHETIC_SEED);
  const { subcategories } = buildCategories();
  const rows = [];
  for (let i = 0; i < count; i++) {
    const si = rng.int(0, SUBCATEGORIES.length - 1);
    const sub = SUBCATEGORIES[si];
    const category = CATEGORIES.find((c) => c.slug === sub.category);
    const item = rng.pick(sub.items);
    const material = rng.pick(item.materials ?? sub.materials);
    const id = firstId + i;
    const name = `${rng.pick(sub.adjectives)} ${material} ${item.item} ${id}`;
    // The benchmark's products have no French: they read in English (the translations' fallback).
    const fields = productFields(rng, { sub, subRow: subcategories[si], category, item, name, material });
    delete fields.picks;
    rows.push({ id, ...fields, ...productImages(id, fields.colors) });
  }
  return `${insertStatements("products", rows, PRODUCT_COLUMNS, 100).join("\n")}\n`;
}

function buildHeaderGroups(products, subcategories) {
  const categoryOf = new Map(subcategories.map((s) => [s.subcategory_id, s.category_id]));
  const catId = (slug) => CATEGORIES.findIndex((c) => c.slug === slug) + 1;
  const used = new Set();
  const inStock = products.filter((p) => p.quantity >= 5);
  const popularity = (p) => p.rating * Math.log10(p.ratings + 10);
  const discountPct = (p) => (p.original_price_paise - p.discount_price_paise) / p.original_price_paise;
  const choose = (candidates, score, perCategory = 8) => {
    const picked = [];
    const perCat = new Map();
    for (const p of candidates.slice().sort((a, b) => score(b) - score(a) || a.id - b.id)) {
      if (picked.length === 8) break;
      const c = categoryOf.get(p.subcategory_id);
      if (used.has(p.id) || (perCat.get(c) ?? 0) >= perCategory) continue;
      perCat.set(c, (perCat.get(c) ?? 0) + 1);
      picked.push(p.id);
      used.add(p.id);
    }
    if (picked.length < 8) throw new Error("not enough products for a header group");
    return picked;
  };
  const inCategory = (slug) => inStock.filter((p) => categoryOf.get(p.subcategory_id) === catId(slug));
  const lists = {
    "Trending Now": choose(
      inStock.filter((p) => p.badge === "Trending" || p.rating >= 4.2),
      popularity,
      2,
    ),
    "Deals of the Day": choose(
      inStock.filter((p) => p.on_sale === 1),
      discountPct,
      2,
    ),
    "Best of Men": choose(inCategory("men"), popularity),
    "Women's Edit": choose(inCategory("women"), popularity),
    "Home Essentials": choose(inCategory("home-living"), popularity),
    "Beauty Picks": choose(inCategory("beauty"), popularity),
  };
  const groups = HEADER_GROUPS.map((headername, i) => ({ id: i + 1, headername, sort_order: i + 1 }));
  const links = groups.flatMap((g) =>
    lists[g.headername].map((product_id, i) => ({ group_id: g.id, product_id, position: i + 1 })),
  );
  return { groups, links };
}

// ---------------------------------------------------------------------------------------------
// Demo customer, addresses and orders

function buildAddresses(day) {
  const base = {
    customer_id: DEMO_CUSTOMER.id,
    firstname: DEMO_CUSTOMER.firstname,
    lastname: DEMO_CUSTOMER.lastname,
    email: DEMO_CUSTOMER.email,
    district: "",
    country: "Canada",
  };
  return [
    {
      id: 1,
      ...base,
      address1: "220 King Street West, Unit 1504",
      address2: "Entertainment District",
      city: "Toronto",
      state: "Ontario",
      province: "Ontario",
      pincode: "M5V 3L9",
      mobileno: DEMO_CUSTOMER.mobileno,
      created_at: seedDate(day, [120, "10:04"]),
    },
    {
      id: 2,
      ...base,
      address1: "1055 West Georgia Street, Suite 2208",
      address2: "Downtown",
      city: "Vancouver",
      state: "British Columbia",
      province: "British Columbia",
      pincode: "V6E 3P3",
      mobileno: "6045550187",
      created_at: seedDate(day, [90, "16:30"]),
    },
  ];
}

/**
 * The demo customer's orders, dated back from the day the database is seeded (issue 40): with
 * fixed dates they aged into the past, no order could be returned and a shipped one's "Arriving
 * by" lay behind. Each date is [days before the seeding day, UTC time of day]; a negative day is
 * after it. SPEC's states all occur: one delivered long ago (its return window closed), one
 * delivered last week (returnable), one cancelled, one shipped yesterday, one just placed. A
 * shipped order names its parcel (issue 42), one with each demo carrier.
 */
const ORDER_PLANS = [
  {
    status: "Delivered",
    addressId: 2,
    lines: 2,
    created_at: [60, "09:41"],
    packed_at: [60, "15:20"],
    shipped_at: [59, "11:05"],
    out_for_delivery_at: [55, "07:20"],
    delivered_at: [55, "13:48"],
    expected_delivery: [54, "18:00"],
    parcel: { carrier: "Purolator", tracking_number: "329012345678" },
  },
  {
    status: "Delivered",
    addressId: 1,
    lines: 1,
    created_at: [14, "10:24"],
    packed_at: [13, "08:10"],
    shipped_at: [13, "17:45"],
    out_for_delivery_at: [8, "08:15"],
    delivered_at: [8, "14:05"],
    expected_delivery: [7, "18:00"],
    parcel: { carrier: "UPS", tracking_number: "1Z999AA10123456784" },
  },
  {
    status: "Cancelled",
    addressId: 2,
    lines: 1,
    created_at: [10, "19:12"],
    cancelled_at: [9, "08:30"],
    cancel_reason: "Wants to change style/color",
    cancel_comment: "I would like this in a different colour, so I will place a new order.",
  },
  {
    status: "Shipped",
    addressId: 1,
    lines: 3,
    created_at: [3, "12:02"],
    packed_at: [2, "09:30"],
    shipped_at: [1, "07:55"],
    expected_delivery: [-3, "18:00"],
    parcel: { carrier: "Canada Post", tracking_number: "7023210039414604" },
  },
  {
    status: "Placed",
    addressId: 2,
    lines: 2,
    created_at: [1, "20:17"],
    expected_delivery: [-6, "18:00"],
  },
];

/**
 * The carriers' tracking pages, as src/domain/order-fulfilment.ts writes them in English (this
 * file runs under plain Node, which reads no TypeScript; tests/unit/seed-data.test.ts holds the
 * two to the same addresses).
 */
export const SEED_TRACKING_URLS = {
  "Canada Post": (number) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${number}`,
  Purolator: (number) => `https://www.purolator.com/en/shipping/tracker?pin=${number}`,
  UPS: (number) => `https://www.ups.com/track?loc=en_CA&tracknum=${number}`,
};

/**
 * An order's fulfilment events (migration 0020), one per date its plan has: the history the
 * tracking page shows, consistent with its status and dates.
 */
function orderEvents(order, plan, day) {
  const steps = [
    ["Packed", plan.packed_at],
    ["Shipped", plan.shipped_at],
    ["Out for delivery", plan.out_for_delivery_at],
    ["Delivered", plan.delivered_at],
  ];
  return steps
    .filter(([, when]) => when)
    .map(([status, when]) => {
      const parcel = status === "Shipped" ? plan.parcel : null;
      return {
        order_id: order.id,
        status,
        at: seedDate(day, when),
        carrier: parcel?.carrier ?? null,
        tracking_number: parcel?.tracking_number ?? null,
        tracking_url: parcel ? SEED_TRACKING_URLS[parcel.carrier](parcel.tracking_number) : null,
      };
    });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The seeding day's date at midnight UTC, as an epoch time; `today` ("2026-12-07") fixes it. */
function seedingDay(today) {
  const day = today ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d\d-\d\d$/.test(day)) throw new Error(`seed: the day must be YYYY-MM-DD, not ${day}`);
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** [days before the seeding day, "HH:MM"] as an ISO time; null for no date. */
function seedDate(day, when) {
  if (!when) return null;
  const [daysBefore, time] = when;
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(day - daysBefore * DAY_MS + (hours * 60 + minutes) * 60_000).toISOString();
}

/** The address as the order keeps it (SPEC.md section 3 Address fields). */
const ADDRESS_SNAPSHOT_FIELDS = [
  "id",
  "firstname",
  "lastname",
  "email",
  "address1",
  "address2",
  "city",
  "district",
  "state",
  "province",
  "pincode",
  "mobileno",
  "country",
];

function buildOrders(rng, products, addresses, day) {
  const taxByProvince = new Map(TAXES.map((t) => [t.province, t]));
  const candidates = products.filter((p) => p.quantity >= 5);
  const orders = [];
  const orderItems = [];
  const events = [];
  ORDER_PLANS.forEach((plan, i) => {
    const id = i + 1;
    const address = addresses.find((a) => a.id === plan.addressId);
    const tax = taxByProvince.get(address.province);
    const lines = rng.sample(candidates, plan.lines).map((p, j) => ({
      id: orderItems.length + j + 1,
      order_id: id,
      product_id: p.id,
      name: p.name,
      image: p.image,
      description: p.description,
      size: rng.pick(p.sizes),
      color: rng.pick(p.colors),
      quantity: p.discount_price_paise < 150_000 && rng.chance(0.4) ? 2 : 1,
      unit_price_paise: p.discount_price_paise,
      mrp_paise: p.original_price_paise,
    }));
    orderItems.push(...lines);
    const subtotal = lines.reduce((sum, l) => sum + l.unit_price_paise * l.quantity, 0);
    const hst = taxPaise(subtotal, tax.gst_hst);
    const pst = taxPaise(subtotal, tax.pst);
    const snapshot = Object.fromEntries(ADDRESS_SNAPSHOT_FIELDS.map((f) => [f, address[f]]));
    orders.push({
      id,
      customer_id: DEMO_CUSTOMER.id,
      payment_intent_id: `pi_seed_${String(id).padStart(4, "0")}`,
      address_id: address.id,
      address_snapshot: JSON.stringify(snapshot),
      status: plan.status,
      payment_mode: "Online payment (Stripe)",
      subtotal_paise: subtotal,
      hst_paise: hst,
      pst_paise: pst,
      total_paise: subtotal + hst + pst,
      created_at: seedDate(day, plan.created_at),
      packed_at: seedDate(day, plan.packed_at),
      shipped_at: seedDate(day, plan.shipped_at),
      delivered_at: seedDate(day, plan.delivered_at),
      expected_delivery: seedDate(day, plan.expected_delivery),
      cancelled_at: seedDate(day, plan.cancelled_at),
      cancel_reason: plan.cancel_reason ?? null,
      cancel_comment: plan.cancel_comment ?? null,
    });
    events.push(...orderEvents({ id }, plan, day));
  });
  return { orders, orderItems, orderEvents: events };
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * The whole demo data set as plain rows, one array per table (lists as arrays, not JSON). The
 * customer's dates count back from `today` ("YYYY-MM-DD", UTC; default the current day).
 */
export async function generateSeedData({ today } = {}) {
  const day = seedingDay(today);
  const rng = createRng(PRNG_SEED);
  const { categories, subcategories } = buildCategories();
  const drafted = buildProducts(rng, subcategories);
  const productTranslations = drafted.map(({ id, fr }) => ({ product_id: id, locale: "fr", ...fr }));
  const products = drafted.map((product) => {
    const english = { ...product };
    delete english.fr;
    return english;
  });
  const categoryTranslations = categories.map((c) => ({
    category_id: c.category_id,
    locale: "fr",
    category_desc: french(CATEGORIES_FR, c.slug, "category"),
  }));
  const subcategoryTranslations = SUBCATEGORIES.map((s, i) => ({
    subcategory_id: subcategories[i].subcategory_id,
    locale: "fr",
    subcategory_desc: french(SUBCATEGORIES_FR, `${s.category}/${s.slug}`, "subcategory").desc,
  }));
  const { groups: headerGroups, links: headerGroupProducts } = buildHeaderGroups(products, subcategories);
  const headerGroupTranslations = headerGroups.map((g) => ({
    group_id: g.id,
    locale: "fr",
    headername: french(HEADER_GROUPS_FR, g.headername, "header group"),
  }));
  const password_hash = await hashPassword(DEMO_CUSTOMER.password, await demoSalt());
  const customers = [
    {
      id: DEMO_CUSTOMER.id,
      firstname: DEMO_CUSTOMER.firstname,
      lastname: DEMO_CUSTOMER.lastname,
      email: DEMO_CUSTOMER.email,
      mobileno: DEMO_CUSTOMER.mobileno,
      password_hash,
      created_at: seedDate(day, [120, "10:00"]),
    },
  ];
  const addresses = buildAddresses(day);
  const { orders, orderItems, orderEvents: events } = buildOrders(rng, products, addresses, day);
  const taxes = TAXES.map((t, i) => ({
    id: i + 1,
    province: t.province,
    province_code: t.code,
    gst_hst_tax: t.gst_hst,
    pst_tax: t.pst,
  }));
  return {
    categories,
    subcategories,
    products,
    categoryTranslations,
    subcategoryTranslations,
    productTranslations,
    headerGroups,
    headerGroupProducts,
    headerGroupTranslations,
    reseller: [{ id: 1, name: "ShopNest", logo: "logo.png" }],
    taxes,
    customers,
    addresses,
    orders,
    orderItems,
    orderEvents: events,
  };
}

function sqlValue(v) {
  if (v === null || v === undefined) return "NULL";
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new Error(`bad number ${v}`);
    return String(v);
  }
  if (Array.isArray(v)) return sqlValue(JSON.stringify(v));
  return `'${String(v).replace(/'/g, "''")}'`;
}

function insertStatements(table, rows, columns, batch = 20) {
  const out = [];
  for (let i = 0; i < rows.length; i += batch) {
    const values = rows
      .slice(i, i + batch)
      .map((row) => `(${columns.map((c) => sqlValue(row[c])).join(", ")})`)
      .join(",\n  ");
    out.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES\n  ${values};`);
  }
  return out;
}

const PRODUCT_COLUMNS = [
  "id",
  "name",
  "subcategory_id",
  "image",
  "thumbnails",
  "original_price_paise",
  "discount_price_paise",
  "on_sale",
  "quantity",
  "rating",
  "ratings",
  "badge",
  "badge1",
  "search_text",
  "sizes",
  "colors",
  "color_images",
  "material",
  "description",
  "weight",
];

/**
 * Tables in delete order (children first, so foreign keys hold). product_sizes, product_colors
 * and products_fts (migration 0003) are not listed: triggers on products fill and empty them.
 */
export const SEED_TABLES = [
  "login_attempts",
  "order_events",
  "order_items",
  "orders",
  "cart_items",
  "addresses",
  "customers",
  "header_group_products",
  "header_group_translations",
  "header_groups",
  "product_translations",
  "subcategory_translations",
  "category_translations",
  "products",
  "subcategories",
  "categories",
  "taxes",
  "reseller",
];

/** The complete seed as SQL for `wrangler d1 execute --file`. Clears every table first. */
export async function generateSeedSql({ today } = {}) {
  const d = await generateSeedData({ today });
  const cols = (rows) => Object.keys(rows[0]);
  const parts = [
    "-- Demo data of the reference shop API, generated by shop-api/seed/generate.mjs. Do not edit:",
    "-- regenerate with `npm run seed:generate`. Deletes every row first, so re-running restores it.",
    ...SEED_TABLES.map((t) => `DELETE FROM ${t};`),
    ...insertStatements("categories", d.categories, cols(d.categories)),
    ...insertStatements("subcategories", d.subcategories, cols(d.subcategories)),
    // Before the products, so their French search rows are written once, with these names.
    ...insertStatements("category_translations", d.categoryTranslations, cols(d.categoryTranslations)),
    ...insertStatements("subcategory_translations", d.subcategoryTranslations, cols(d.subcategoryTranslations)),
    ...insertStatements("products", d.products, PRODUCT_COLUMNS),
    ...insertStatements("product_translations", d.productTranslations, cols(d.productTranslations)),
    ...insertStatements("header_groups", d.headerGroups, cols(d.headerGroups)),
    ...insertStatements("header_group_products", d.headerGroupProducts, cols(d.headerGroupProducts), 50),
    ...insertStatements("header_group_translations", d.headerGroupTranslations, cols(d.headerGroupTranslations)),
    ...insertStatements("reseller", d.reseller, cols(d.reseller)),
    ...insertStatements("taxes", d.taxes, cols(d.taxes)),
    ...insertStatements("customers", d.customers, cols(d.customers)),
    ...insertStatements("addresses", d.addresses, cols(d.addresses)),
    ...insertStatements("orders", d.orders, cols(d.orders)),
    ...insertStatements("order_items", d.orderItems, cols(d.orderItems)),
    ...insertStatements("order_events", d.orderEvents, cols(d.orderEvents)),
  ];
  return `${parts.join("\n")}\n`;
}

async function main(argv) {
  const out = argv[0];
  if (out === "--help" || out === "-h" || (out?.startsWith("-") && out !== "-")) {
    process.stderr.write(
      "usage: node shop-api/seed/generate.mjs [FILE | -]   (writes the demo seed SQL; default stdout)\n",
    );
    process.exitCode = out === "--help" || out === "-h" ? 0 : 2;
    return;
  }
  const sql = await generateSeedSql();
  if (!out || out === "-") {
    process.stdout.write(sql);
    return;
  }
  await writeFile(resolve(out), sql);
  process.stderr.write(`seed: wrote ${sql.length} bytes to ${resolve(out)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((err) => {
    process.stderr.write(`seed: ${err?.stack ?? err}\n`);
    process.exitCode = 1;
  });
}
