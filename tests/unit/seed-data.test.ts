// Checks of the reference shop API's demo data (shop-api/seed/generate.mjs).
import { beforeAll, describe, expect, it } from "vitest";
import { colourHex } from "../../shop-api/seed/art.mjs";
import {
  DEMO_CUSTOMER,
  generateSeedData,
  generateSeedSql,
  SEED_TRACKING_URLS,
  type SeedData,
} from "../../shop-api/seed/generate.mjs";
import { asPaise, taxPaise } from "@/domain/money";
import { CANCEL_REASONS } from "@/domain/order-cancellation";
import { CARRIERS, trackingNumberRefusal, trackingUrl, type CarrierName } from "@/domain/order-fulfilment";
import { RETURN_WINDOW_DAYS } from "@/domain/order-return";
import { normalizePostalCode, POSTAL_CODE_OR_ZIP, postalCodeFitsProvince } from "@/domain/postal-code";

/** The seeding day of these checks: the demo customer's dates count back from it. */
const TODAY = "2026-12-07";

let data: SeedData;
let sql: string;

beforeAll(async () => {
  data = await generateSeedData({ today: TODAY });
  sql = await generateSeedSql({ today: TODAY });
});

const fromB64url = (s: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(s, "base64url"));

/** An independent verifier of the stored hash format, the way the Worker checks a login. */
async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, hash, iterations, salt, key] = stored.split("$");
  if (scheme !== "pbkdf2" || hash !== "sha256" || !iterations || !salt || !key) return false;
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const expected = fromB64url(key);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: fromB64url(salt), iterations: Number(iterations) },
    material,
    expected.length * 8,
  );
  return Buffer.from(bits).equals(Buffer.from(expected));
}

const subcategoryBySlug = (category: string, slug: string) => {
  const cat = data.categories.find((c) => c.slug === category);
  return data.subcategories.find((s) => s.category_id === cat?.category_id && s.slug === slug);
};

describe("categories", () => {
  it("are the six menu groups in menu order", () => {
    expect(data.categories.map((c) => [c.category_desc, c.slug])).toEqual([
      ["Men", "men"],
      ["Women", "women"],
      ["Kids", "kids"],
      ["Home and Living", "home-living"],
      ["Beauty", "beauty"],
      ["Studio", "studio"],
    ]);
  });

  it.each([
    "men/shirts",
    "men/pants",
    "women/dresses",
    "women/tops",
    "kids/toys",
    "kids/clothing",
    "home-living/furniture",
    "home-living/decor",
    "beauty/makeup",
    "beauty/skincare",
    "studio/design",
    "studio/photography",
    "kids/baby-care",
  ])("include the routed subcategory %s", (path) => {
    const [category, slug] = path.split("/") as [string, string];
    const sub = subcategoryBySlug(category, slug);
    expect(sub).toBeDefined();
    expect(sub?.cosubcategory_image).toBe(`sub-${category}-${slug}.jpg`);
  });

  it("name Baby Care as the /baby-care page lists it, and have more than the mobile menu", () => {
    expect(subcategoryBySlug("kids", "baby-care")?.subcategory_desc).toBe("Baby Care");
    expect(data.subcategories.length).toBeGreaterThanOrEqual(20);
    for (const c of data.categories) {
      expect(data.subcategories.filter((s) => s.category_id === c.category_id).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("have unique slugs per category and unique ids", () => {
    const keys = data.subcategories.map((s) => `${s.category_id}/${s.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(data.subcategories.map((s) => s.subcategory_id)).size).toBe(data.subcategories.length);
  });
});

describe("products", () => {
  it("number at least 300 with ids 1..n", () => {
    expect(data.products.length).toBeGreaterThanOrEqual(300);
    expect(data.products.map((p) => p.id)).toEqual(data.products.map((_, i) => i + 1));
  });

  it("fill every field", () => {
    // Collected and compared once: an expect per field (some 6,000) outlasted 5 s at load 19.
    const empty: string[] = [];
    for (const p of data.products) {
      for (const [field, value] of Object.entries(p)) {
        if (typeof value === "string") {
          if (value.trim() === "") empty.push(`${p.id}.${field}`);
        } else if (Array.isArray(value)) {
          // A product only in Multicolour or Clear has no colour drawn: no colour pictures.
          if (field !== "color_images" && value.length === 0) empty.push(`${p.id}.${field} (no entries)`);
          if (value.some((v) => String(v).trim() === "")) empty.push(`${p.id}.${field} (an empty entry)`);
        } else if (typeof value !== "number") empty.push(`${p.id}.${field} (${typeof value})`);
      }
      expect(p.description.split(". ").length).toBeGreaterThanOrEqual(2);
      expect(p.weight).toMatch(/^\d+(\.\d)? (g|kg)$/);
      expect(p.ratings).toBeGreaterThan(0);
    }
    expect(empty).toEqual([]);
  });

  it("use p0001.jpg style images with three thumbnails", () => {
    for (const p of data.products) {
      const stem = `p${String(p.id).padStart(4, "0")}`;
      expect(p.image).toBe(`${stem}.jpg`);
      expect(p.thumbnails).toEqual([`${stem}.jpg`, `${stem}-2.jpg`, `${stem}-3.jpg`]);
    }
  });

  it("draw each colour of a single hue: the first in the main picture, the k-th in view k + 1", () => {
    let ownFiles = 0;
    for (const p of data.products) {
      const stem = `p${String(p.id).padStart(4, "0")}`;
      const expected = p.colors.flatMap((color, k) =>
        colourHex(color) === null ? [] : [{ color, image: k === 0 ? p.image : `${stem}-${k + 1}.jpg` }],
      );
      expect(p.color_images, `${p.id}`).toEqual(expected);
      ownFiles += p.color_images.filter(({ image }) => !p.thumbnails.includes(image)).length;
    }
    // Past the two further views a colour costs a file: the seed's pictures stay about as many.
    expect(ownFiles).toBeGreaterThan(0);
    expect(ownFiles).toBeLessThan(data.products.length / 2);
    expect(colourHex("Multicolour")).toBeNull();
    expect(colourHex("Clear")).toBeNull();
  });

  it("cover every subcategory", () => {
    for (const s of data.subcategories) {
      expect(data.products.filter((p) => p.subcategory_id === s.subcategory_id).length, s.slug).toBeGreaterThanOrEqual(
        5,
      );
    }
  });

  it("have distinct names", () => {
    expect(new Set(data.products.map((p) => p.name)).size).toBe(data.products.length);
  });

  it("are priced between 99 and 45000 rupees, discounted for most and equal for some", () => {
    for (const p of data.products) {
      expect(Number.isInteger(p.original_price_paise) && Number.isInteger(p.discount_price_paise)).toBe(true);
      expect(p.discount_price_paise).toBeGreaterThanOrEqual(9_900);
      expect(p.original_price_paise).toBeLessThanOrEqual(4_500_000);
      expect(p.discount_price_paise).toBeLessThanOrEqual(p.original_price_paise);
      if (p.on_sale) expect(p.discount_price_paise).toBeLessThan(p.original_price_paise);
    }
    const discounted = data.products.filter((p) => p.discount_price_paise < p.original_price_paise).length;
    expect(discounted).toBeGreaterThan(data.products.length / 2);
    expect(discounted).toBeLessThan(data.products.length);
    expect(data.products.some((p) => p.original_price_paise % 100 === 50)).toBe(true);
    expect(data.products.some((p) => p.on_sale === 1)).toBe(true);
    expect(data.products.some((p) => p.on_sale === 0)).toBe(true);
  });

  it("have some stock at 0, some at 1 to 3 and the rest 5 to 80", () => {
    const q = data.products.map((p) => p.quantity);
    expect(q.filter((n) => n === 0).length).toBeGreaterThanOrEqual(5);
    expect(q.filter((n) => n >= 1 && n <= 3).length).toBeGreaterThanOrEqual(5);
    for (const n of q) expect(n === 0 || (n >= 1 && n <= 3) || (n >= 5 && n <= 80)).toBe(true);
  });

  it("rate 1.0 to 5.0 with one decimal", () => {
    for (const p of data.products) {
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
    }
  });

  it("have sizes that suit the item", () => {
    const apparel = new Set(["XS", "S", "M", "L", "XL", "XXL"]);
    const sizesIn = (category: string, slug: string) =>
      data.products
        .filter((p) => p.subcategory_id === subcategoryBySlug(category, slug)?.subcategory_id)
        .map((p) => p.sizes);
    for (const sizes of sizesIn("men", "shirts")) for (const s of sizes) expect(apparel.has(s)).toBe(true);
    for (const sizes of sizesIn("men", "footwear")) for (const s of sizes) expect(s).toMatch(/^UK (6|7|8|9|10|11)$/);
    for (const sizes of sizesIn("beauty", "skincare"))
      for (const s of sizes) expect(s).toMatch(/^(\d+ (ml|g)|Pack of \d)$/);
    for (const sizes of sizesIn("home-living", "furniture")) for (const s of sizes) expect(s).toMatch(/ cm$/);
  });

  it("find their category and subcategory words in search_text", () => {
    for (const p of data.products) {
      const sub = data.subcategories.find((s) => s.subcategory_id === p.subcategory_id)!;
      const cat = data.categories.find((c) => c.category_id === sub.category_id)!;
      const words = new Set(p.search_text.split(" "));
      expect(words.has(sub.subcategory_desc.toLowerCase().split(" ")[0]!), p.name).toBe(true);
      expect(words.has(cat.category_desc.toLowerCase().split(" ")[0]!), p.name).toBe(true);
    }
  });
});

describe("the French catalogue (issue 38)", () => {
  it("names every category, subcategory and product in French", () => {
    expect(data.categoryTranslations.map((c) => c.category_id)).toEqual(data.categories.map((c) => c.category_id));
    expect(data.subcategoryTranslations.map((s) => s.subcategory_id)).toEqual(
      data.subcategories.map((s) => s.subcategory_id),
    );
    expect(data.productTranslations.map((p) => p.product_id)).toEqual(data.products.map((p) => p.id));
    expect(data.categoryTranslations.map((c) => c.category_desc)).toContain("Maison et déco");
    for (const row of [...data.categoryTranslations, ...data.subcategoryTranslations, ...data.productTranslations]) {
      expect(row.locale).toBe("fr");
    }
  });

  it("writes each product's French name, material and description, names unique as in English", () => {
    const english = new Map(data.products.map((p) => [p.id, p]));
    for (const fr of data.productTranslations) {
      const en = english.get(fr.product_id);
      expect(fr.name, fr.name).not.toBe(en?.name);
      expect(fr.description.startsWith(`${fr.name}, `), fr.description).toBe(true);
      expect(fr.material.length).toBeGreaterThan(0);
      // Written from the French templates: none of the English description's joining words is left.
      expect(fr.description, fr.description).not.toMatch(/\b(with|made of|and the)\b/);
      expect(fr.search_text).toMatch(/^[\p{L}\p{N} -]+$/u);
    }
    expect(new Set(data.productTranslations.map((p) => p.name)).size).toBe(data.productTranslations.length);
    const shirts = data.productTranslations.filter((p) => english.get(p.product_id)?.subcategory_id === 1);
    expect(shirts.every((p) => p.name.startsWith("Chemise "))).toBe(true);
  });
});

describe("home page groups", () => {
  it("are 4 to 6 groups of 8 distinct in-stock products", () => {
    expect(data.headerGroups.length).toBeGreaterThanOrEqual(4);
    expect(data.headerGroups.length).toBeLessThanOrEqual(6);
    const byId = new Map(data.products.map((p) => [p.id, p]));
    for (const g of data.headerGroups) {
      const links = data.headerGroupProducts.filter((l) => l.group_id === g.id);
      expect(links.length, g.headername).toBe(8);
      expect(new Set(links.map((l) => l.product_id)).size).toBe(8);
      for (const l of links) expect(byId.get(l.product_id)?.quantity).toBeGreaterThan(0);
    }
  });
});

describe("reseller and taxes", () => {
  it("has one reseller with a logo", () => {
    expect(data.reseller).toEqual([{ id: 1, name: "ShopNest", logo: "logo.png" }]);
  });

  it("lists the 13 provinces and territories at 2026 rates", () => {
    const rates = Object.fromEntries(data.taxes.map((t) => [t.province_code, [t.gst_hst_tax, t.pst_tax]]));
    expect(rates).toEqual({
      AB: [5, 0],
      BC: [5, 7],
      MB: [5, 7],
      NB: [15, 0],
      NL: [15, 0],
      NS: [14, 0],
      NT: [5, 0],
      NU: [5, 0],
      ON: [13, 0],
      PE: [15, 0],
      QC: [5, 9.975],
      SK: [5, 6],
      YT: [5, 0],
    });
    expect(data.taxes.find((t) => t.province_code === "ON")?.province).toBe("Ontario");
    expect(data.taxes.find((t) => t.province_code === "BC")?.province).toBe("British Columbia");
    expect(new Set(data.taxes.map((t) => t.province)).size).toBe(13);
  });
});

describe("demo customer", () => {
  it("is customer 1, demo@shop.test", () => {
    expect(data.customers).toHaveLength(1);
    const c = data.customers[0]!;
    expect([c.id, c.firstname, c.lastname, c.email]).toEqual([1, "Demo", "Shopper", "demo@shop.test"]);
    expect(DEMO_CUSTOMER.password).toBe("Demo1234");
    expect(c.mobileno).toMatch(/^\d{10}$/);
  });

  it("stores a PBKDF2-SHA256 hash that verifies Demo1234 and nothing else", async () => {
    const stored = data.customers[0]!.password_hash;
    expect(stored).toMatch(/^pbkdf2\$sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword("Demo1234", stored)).toBe(true);
    expect(await verifyPassword("demo1234", stored)).toBe(false);
    expect(await verifyPassword("Demo12345", stored)).toBe(false);
  });

  it("has an Ontario and a British Columbia address in Canada with postal codes of their provinces", () => {
    expect(data.addresses.map((a) => [a.city, a.state, a.province])).toEqual([
      ["Toronto", "Ontario", "Ontario"],
      ["Vancouver", "British Columbia", "British Columbia"],
    ]);
    for (const a of data.addresses) {
      expect(a.customer_id).toBe(1);
      expect(a.country).toBe("Canada");
      expect(a.pincode).toMatch(POSTAL_CODE_OR_ZIP);
      expect(a.pincode).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(normalizePostalCode(a.pincode)).toBe(a.pincode);
      expect(postalCodeFitsProvince(a.pincode, a.province)).toBe(true);
      expect(a.address1 && a.address2 && a.mobileno && a.firstname).toBeTruthy();
    }
  });
});

describe("orders", () => {
  const rateOf = (province: string) => data.taxes.find((t) => t.province === province)!;

  it("cover Delivered, Shipped, Placed and Cancelled for customer 1", () => {
    expect(data.orders.length).toBeGreaterThanOrEqual(4);
    const statuses = new Set(data.orders.map((o) => o.status));
    for (const s of ["Delivered", "Shipped", "Placed", "Cancelled"]) expect(statuses.has(s as never), s).toBe(true);
    for (const o of data.orders) {
      expect(o.customer_id).toBe(1);
      expect(o.payment_mode).toBe("Online payment (Stripe)");
      expect(o.payment_intent_id).toBe(`pi_seed_${String(o.id).padStart(4, "0")}`);
    }
  });

  it("have 1 to 3 lines copied from the products", () => {
    const byId = new Map(data.products.map((p) => [p.id, p]));
    for (const o of data.orders) {
      const lines = data.orderItems.filter((l) => l.order_id === o.id);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const l of lines) {
        const p = byId.get(l.product_id)!;
        expect([l.name, l.image, l.description, l.unit_price_paise, l.mrp_paise]).toEqual([
          p.name,
          p.image,
          p.description,
          p.discount_price_paise,
          p.original_price_paise,
        ]);
        expect(p.sizes).toContain(l.size);
        expect(p.colors).toContain(l.color);
        expect(l.quantity).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("have totals consistent with the lines and the address's province", () => {
    for (const o of data.orders) {
      const lines = data.orderItems.filter((l) => l.order_id === o.id);
      const subtotal = asPaise(lines.reduce((s, l) => s + l.unit_price_paise * l.quantity, 0));
      const address = data.addresses.find((a) => a.id === o.address_id)!;
      const tax = rateOf(address.province);
      expect(o.subtotal_paise).toBe(subtotal);
      expect(o.hst_paise).toBe(taxPaise(subtotal, tax.gst_hst_tax));
      expect(o.pst_paise).toBe(taxPaise(subtotal, tax.pst_tax));
      expect(o.total_paise).toBe(o.subtotal_paise + o.hst_paise + o.pst_paise);
      expect(JSON.parse(o.address_snapshot)).toMatchObject({
        id: address.id,
        province: address.province,
        city: address.city,
      });
    }
  });

  it("are dated from the seeding day: one delivered last week can be returned, the shipped one arrives later", async () => {
    const day = Date.parse(`${TODAY}T00:00:00.000Z`);
    const daysBefore = (iso: string | null) => (day - Date.parse(iso ?? "")) / 86_400_000;
    const delivered = data.orders.filter((o) => o.status === "Delivered").map((o) => daysBefore(o.delivered_at));
    expect(delivered.some((days) => days > 0 && days < RETURN_WINDOW_DAYS)).toBe(true);
    expect(delivered.some((days) => days > RETURN_WINDOW_DAYS)).toBe(true);
    const shipped = data.orders.find((o) => o.status === "Shipped");
    expect(daysBefore(shipped?.shipped_at ?? null)).toBeGreaterThan(0);
    expect(daysBefore(shipped?.expected_delivery ?? null)).toBeLessThan(0);
    for (const o of data.orders) expect(daysBefore(o.created_at)).toBeGreaterThan(0);
    // Another day moves every date by the same days.
    const later = await generateSeedData({ today: "2027-03-01" });
    const shift = Date.parse("2027-03-01") - day;
    expect(later.orders.map((o) => Date.parse(o.created_at) - shift)).toEqual(
      data.orders.map((o) => Date.parse(o.created_at)),
    );
  });

  it("carry the fulfilment events their status and dates say, the shipped ones with a real parcel (issue 42)", () => {
    for (const o of data.orders) {
      const events = data.orderEvents.filter((event) => event.order_id === o.id);
      const at = (status: string) => events.find((event) => event.status === status)?.at ?? null;
      expect([at("Packed"), at("Shipped"), at("Delivered")], `order ${o.id}`).toEqual([
        o.packed_at,
        o.shipped_at,
        o.delivered_at,
      ]);
      const order = ["Placed", "Packed", "Shipped", "Out for delivery", "Delivered"];
      expect(events.length, `order ${o.id}`).toBe(o.status === "Cancelled" ? 0 : order.indexOf(o.status));
      const times = events.map((event) => event.at);
      expect([...times].sort()).toEqual(times);
      for (const event of events) {
        if (event.status !== "Shipped") {
          expect(event.carrier).toBeNull();
          continue;
        }
        const carrier = event.carrier as CarrierName;
        expect(Object.keys(CARRIERS)).toContain(carrier);
        expect(trackingNumberRefusal(carrier, event.tracking_number ?? "")).toBeNull();
        expect(event.tracking_url).toBe(
          trackingUrl({ carrier, trackingNumber: event.tracking_number, trackingUrl: null }, "en"),
        );
      }
    }
    for (const [carrier, url] of Object.entries(SEED_TRACKING_URLS)) {
      expect(url("X1"), carrier).toBe(CARRIERS[carrier as CarrierName].url("X1", "en"));
    }
  });

  it("have ISO dates that fit the status", () => {
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    for (const o of data.orders) {
      expect(o.created_at).toMatch(iso);
      const steps = [o.created_at, o.packed_at, o.shipped_at, o.delivered_at].filter((d): d is string => d !== null);
      expect([...steps].sort()).toEqual(steps);
      switch (o.status) {
        case "Delivered":
          expect([o.packed_at, o.shipped_at, o.delivered_at, o.expected_delivery].every((d) => d && iso.test(d))).toBe(
            true,
          );
          break;
        case "Shipped":
          expect(o.shipped_at).toMatch(iso);
          expect(o.delivered_at).toBeNull();
          expect(o.expected_delivery! > o.shipped_at!).toBe(true);
          break;
        case "Placed":
          expect([o.packed_at, o.shipped_at, o.delivered_at]).toEqual([null, null, null]);
          expect(o.expected_delivery! > o.created_at).toBe(true);
          break;
        case "Cancelled":
          expect(o.cancelled_at).toMatch(iso);
          expect(o.cancelled_at! > o.created_at).toBe(true);
          expect(CANCEL_REASONS as readonly string[]).toContain(o.cancel_reason);
          expect(o.cancel_comment!.trim().length).toBeGreaterThanOrEqual(10);
          expect([o.shipped_at, o.delivered_at]).toEqual([null, null]);
          break;
      }
      if (o.status !== "Cancelled")
        expect([o.cancelled_at, o.cancel_reason, o.cancel_comment]).toEqual([null, null, null]);
    }
  });
});

describe("seed SQL", () => {
  it("is deterministic", async () => {
    expect(await generateSeedSql({ today: TODAY })).toBe(sql);
    const again = await generateSeedData({ today: TODAY });
    expect(again).toEqual(data);
  });

  it("suits wrangler d1 execute: no explicit transaction, modest statements, every table", () => {
    expect(sql).not.toMatch(/\b(BEGIN|COMMIT|ROLLBACK)\b/i);
    const statements = sql.split(/;\n/);
    for (const s of statements) expect(s.length).toBeLessThan(50_000);
    for (const table of [
      "categories",
      "subcategories",
      "products",
      "header_groups",
      "header_group_products",
      "reseller",
      "taxes",
      "customers",
      "addresses",
      "orders",
      "order_items",
    ]) {
      expect(sql).toContain(`INSERT INTO ${table} (`);
      expect(sql).toContain(`DELETE FROM ${table};`);
    }
    expect(sql.indexOf("DELETE FROM order_items;")).toBeLessThan(sql.indexOf("DELETE FROM products;"));
  });

  it("escapes quotes in text", () => {
    expect(sql).toContain("'Women''s Edit'");
  });
});
