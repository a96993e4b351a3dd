// `npm run email:preview` (issue 40) shows what the real emails show: the shop named as the seeded
// shop API names it, and every picture there to see (the files exist where the pages point).
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSeedData } from "../../shop-api/seed/generate.mjs";

const root = resolve(import.meta.dirname, "..", "..");
const outDir = mkdtempSync(join(tmpdir(), "email-preview-"));

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [join(root, "scripts", "email-preview.mjs")], {
    cwd: root,
    env: { ...process.env, EMAIL_PREVIEW_DIR: outDir },
  });
  // On a fresh clone the supplier's pictures are made first, by this script or, in `npm test`, by
  // the test database's setup, which this waits for (about 140 s at CI's load).
}, 600_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("npm run email:preview", () => {
  it("names the shop as the shop API does, and every picture of every message loads", async () => {
    const pages = readdirSync(outDir).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThanOrEqual(18);
    const [reseller] = (await generateSeedData()).reseller;
    let pictures = 0;
    for (const page of pages) {
      const html = readFileSync(join(outDir, page), "utf8");
      expect(html, page).toContain(`alt="${reseller!.name}"`);
      for (const [, src] of html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)) {
        pictures += 1;
        expect(src!.startsWith("file:") && existsSync(fileURLToPath(src!)), `${page}: ${src}`).toBe(true);
      }
    }
    // The logo on each, and the back-in-stock product's picture.
    expect(pictures).toBeGreaterThan(pages.length);
  });

  // Issue 41: the commercial messages as a consenting customer receives them.
  it.each([
    ["en", "http://localhost:8888/unsubscribe?token=", "Unsubscribe"],
    ["fr", "http://localhost:8888/fr/unsubscribe?token=", "Se désabonner"],
  ])(
    "in %s, the welcome, back-in-stock and news letter carry the sender's footer and the unsubscribe link; no other does",
    (locale, link, words) => {
      const unsubscribe = new RegExp(`<a href="${link.replaceAll("?", "\\?")}[^"]+"[^>]*>${words}</a>`);
      const commercial = ["welcome", "back-in-stock", "newsletter"];
      const pages = readdirSync(outDir).filter((file) => file.endsWith(`.${locale}.html`));
      expect(pages).toEqual(expect.arrayContaining(commercial.map((name) => `${name}.${locale}.html`)));
      for (const page of pages) {
        const html = readFileSync(join(outDir, page), "utf8");
        expect(html, page).toContain("Shop Demo Inc.");
        expect(unsubscribe.test(html), page).toBe(commercial.includes(page.split(".")[0]!));
      }
      const text = readFileSync(join(outDir, `newsletter.${locale}.txt`), "utf8");
      expect(text).toContain(link);
    },
  );
});
