/**
 * Issue 40's phone layout and the small things seen on the screens, each at the width where it was
 * seen: nothing floating (the scroll-to-top button, toasts, the sticky bars) covers a control on
 * the common screens at 375 and 1280 px; the product page's sticky Add to Cart bar and the panel
 * after an add (375), which no toast covers at 1280 x 800; the cart's sticky total (375); the
 * postal code on one line (375); whole brand logos on / (1280); the listing's filters as
 * removable chips, with and without script; Share's "Copy link" where the browser cannot share.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEMO_CUSTOMER, registerCustomer, signInContext } from "../support/accounts";
import { sameOrigin } from "../support/api";
import { withBrowser } from "../support/browser";
import { allProducts, pickProduct } from "../support/catalogue";
import { putCart } from "../support/checkout";
import { checkStateAtAllWidths } from "../support/page-checks";
import { shortName } from "../support/shop-format";

const baseUrl = inject("baseUrl");
const TEST_TIMEOUT_MS = 240_000;
const POLL = { timeout: TEST_TIMEOUT_MS };

/**
 * Brings each visible control into view the way the browser does for keyboard focus (the nearest
 * edge, honouring scroll-padding), in page order, and names the controls whose centre is then
 * under an element that is fixed or sticky and not the control's own. Moving down the page one
 * control at a time puts each at the bottom edge, where the scroll-to-top button and the bars sit.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const floating = (element: Element | null): Element | null => {
      for (let at = element; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === "fixed" || position === "sticky") return at;
      }
      return null;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""} "${(element.textContent ?? "").trim().slice(0, 30) || element.getAttribute("aria-label") || ""}"`;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        "main a[href], main button, main input:not([type=hidden]), main select, main textarea, main summary, footer a[href]",
      ),
    );
    const found: string[] = [];
    for (const control of controls) {
      if (control.closest(".visually-hidden, [hidden], [inert]")) continue;
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      control.scrollIntoView({ block: "nearest", inline: "nearest" });
      await frame();
      box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // A carousel's slides off to the side are clipped by its viewport, not covered.
      if (x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit) || hit.contains(control)) continue;
      const cover = floating(hit);
      if (cover && !cover.contains(control)) found.push(`${describe(control)} under ${describe(cover)}`);
    }
    return found;
  });
}

describe("phone layout (issue 40)", () => {
  it(
    "nothing fixed or sticky covers a control on home, listing, product, reviews, cart and orders at 375 and 1280 px",
    async () => {
      const products = await allProducts(baseUrl);
      const first = pickProduct(products, (product) => product.stock > 5, "a product in stock");
      const second = pickProduct(
        products,
        (product) => product.stock > 5 && product.id !== first.id,
        "a second product in stock",
      );
      const customer = await registerCustomer(baseUrl);
      const problems: string[] = [];
      for (const width of [375, 1280]) {
        await withBrowser(
          async (session) => {
            const { page } = await session.newPage();
            const check = async (name: string) => {
              for (const problem of await coveredControls(page)) problems.push(`${width}px ${name}: ${problem}`);
            };
            // As a guest: the home page, the listing, and a product with a review of the shopper's
            // own (its date, Edit and Delete) under the reviews block.
            await page.goto(`${baseUrl}/`);
            await page.locator(".brand-tile").first().waitFor();
            await check("/");
            await page.goto(`${baseUrl}/all-product`);
            await page.locator(".product-card").first().waitFor();
            await check("/all-product");
            await page.goto(`${baseUrl}/product/${first.id}`);
            const reviews = page.getByRole("region", { name: "Reviews" });
            await reviews.getByRole("textbox", { name: "Your review" }).fill("Soft, and the colour is as shown.");
            await reviews.getByRole("radio", { name: "4 stars" }).check();
            await reviews.getByRole("button", { name: "Submit review" }).click();
            await reviews.getByRole("list", { name: "Your reviews" }).waitFor();
            await check("product and reviews");

            // A customer's cart of two lines.
            await signInContext(page, baseUrl, customer);
            await putCart(page, baseUrl, [
              { id: first.id, unit: 1 },
              { id: second.id, unit: 1 },
            ]);
            await page.goto(`${baseUrl}/addcart`);
            await page.getByRole("button", { name: "Placed Order" }).waitFor();
            await check("/addcart");

            await page.context().clearCookies();
            await signInContext(page, baseUrl, DEMO_CUSTOMER);
            await page.goto(`${baseUrl}/your-orders`);
            await page.getByRole("main").getByRole("article").first().waitFor(POLL);
            await check("/your-orders");
          },
          { viewport: { width, height: width === 375 ? 740 : 800 } },
        );
      }
      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS * 2,
  );

  it(
    "a phone's product page: Add to Cart stays at hand once its button scrolls away, and an add answers with View cart and Checkout",
    async () => {
      const product = pickProduct(await allProducts(baseUrl), (found) => found.stock > 5, "a product in stock");
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          await page.goto(`${baseUrl}/product/${product.id}`);
          const main = page.getByRole("main");
          const add = main.getByRole("button", { name: "Add to Cart", exact: true });
          await add.waitFor();
          await page.getByRole("region", { name: "Reviews" }).scrollIntoViewIfNeeded();
          // The form's own button is above the screen now: the bar's is the one in view.
          const bar = page.locator(".buy-bar");
          await bar.getByRole("button", { name: "Add to Cart", exact: true }).click();
          const added = `${shortName(product.name, 4)} added to Cart`;
          await page.getByRole("status").getByText(added, { exact: true }).waitFor({ state: "attached" });
          await bar.getByRole("link", { name: "View cart" }).waitFor();
          expect(await bar.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/login");

          // Back up at the form: the answer is in the page, under Add to Cart, with the same ways on.
          await add.scrollIntoViewIfNeeded();
          await bar.waitFor({ state: "detached" });
          const panel = main.locator(".added-panel");
          expect(await panel.getByText(added, { exact: true }).isVisible()).toBe(true);
          expect(await panel.getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/addcart");
          expect(await checkStateAtAllWidths(page, "phone-product-added")).toEqual([]);
          await page.setViewportSize({ width: 375, height: 740 });
          await panel.getByRole("link", { name: "View cart" }).click();
          await page.waitForURL(`${baseUrl}/addcart`);
          expect(errors).toEqual([]);
        },
        { viewport: { width: 375, height: 740 } },
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "at 1280 x 800 what Add to Cart and Wishlist answer covers neither Add to Cart nor Add to Compare",
    async () => {
      const product = pickProduct(await allProducts(baseUrl), (found) => found.stock > 5, "a product in stock");
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          await page.goto(`${baseUrl}/product/${product.id}`);
          const main = page.getByRole("main");
          const add = main.getByRole("button", { name: "Add to Cart", exact: true });
          const compare = main.getByRole("button", { name: "Add to Compare" });
          await add.click();
          await page
            .getByRole("status")
            .getByText(`${shortName(product.name, 4)} added to Cart`, { exact: true })
            .waitFor();
          expect(await floatingOver(page, [add, compare])).toEqual([]);
          await main.getByRole("button", { name: "Wishlist", exact: true }).click();
          await page
            .getByRole("status")
            .getByText(`${shortName(product.name, 4)} added to Wishlist`, { exact: true })
            .waitFor();
          expect(await floatingOver(page, [add, compare])).toEqual([]);
          expect(errors).toEqual([]);
        },
        { viewport: { width: 1280, height: 800 } },
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "a phone's cart shows its total and Placed Order on the first screen, over the lines",
    async () => {
      const products = await allProducts(baseUrl);
      const stocked = products.filter((product) => product.stock > 5).slice(0, 2);
      const customer = await registerCustomer(baseUrl);
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          await signInContext(page, baseUrl, customer);
          await putCart(
            page,
            baseUrl,
            stocked.map((product) => ({ id: product.id, unit: 1 })),
          );
          await page.goto(`${baseUrl}/addcart`);
          const order = page.getByRole("button", { name: "Placed Order" });
          await order.waitFor();
          const inView = () =>
            order.evaluate((button) => {
              const box = button.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight;
            });
          expect(await inView()).toBe(true);
          const total = page.locator(".cart-summary__total");
          expect(await total.isVisible()).toBe(true);
          // Halfway down the lines, still there.
          await page
            .getByRole("button", { name: /^Remove / })
            .first()
            .scrollIntoViewIfNeeded();
          expect(await inView()).toBe(true);
          expect(await checkStateAtAllWidths(page, "phone-cart")).toEqual([]);
          expect(errors).toEqual([]);
        },
        { viewport: { width: 375, height: 740 } },
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a postal code stays on one line in the address book at phone widths (it broke as "M5V / 3L9" at 375 px)',
    async () => {
      const customer = await registerCustomer(baseUrl);
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          await signInContext(page, baseUrl, customer);
          const response = await page.request.post(`${baseUrl}/api/addresses`, {
            headers: sameOrigin(baseUrl),
            data: {
              name: "Asha Tester",
              email: "asha@shop.test",
              mobile: "4165550100",
              zip: "J3B 1A1",
              street: "145 Rue Saint-Jacques",
              locality: "Vieux-Saint-Jean",
              city: "Saint-Jean-sur-Richelieu",
              province: "Quebec",
            },
          });
          expect(response.status()).toBe(201);
          await page.goto(`${baseUrl}/your-address`);
          await page.getByRole("main").getByText("J3B", { exact: false }).first().waitFor();
          // "city, province postal code" is one line of the card: at some width between 320 and 420 px
          // its break falls on the postal code's space unless the code is kept whole.
          const broken: number[] = [];
          for (let width = 320; width <= 420; width += 4) {
            await page.setViewportSize({ width, height: 740 });
            const lines = await page.evaluate(() => {
              const walker = document.createTreeWalker(
                document.querySelector("main") ?? document.body,
                NodeFilter.SHOW_TEXT,
              );
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const at = node.textContent?.indexOf("J3B 1A1") ?? -1;
                if (at < 0) continue;
                const range = document.createRange();
                range.setStart(node, at);
                range.setEnd(node, at + "J3B 1A1".length);
                return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
              }
              return 0;
            });
            expect(lines, `the postal code at ${width}px`).toBeGreaterThan(0);
            if (lines > 1) broken.push(width);
          }
          expect(broken).toEqual([]);
          expect(errors).toEqual([]);
        },
        { viewport: { width: 375, height: 740 } },
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "the brand logos on / are whole at 1280 px: nothing drawn at their right edge",
    async () => {
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          await page.goto(`${baseUrl}/`);
          const logos = page.locator(".brand-tile img");
          await logos.first().waitFor();
          const cut = await logos.evaluateAll(async (images) => {
            const found: string[] = [];
            for (const image of images as HTMLImageElement[]) {
              // Each picture as the image CDN sends it, decoded at its own size.
              const response = await fetch(image.currentSrc || image.src);
              const bitmap = await createImageBitmap(await response.blob());
              const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
              const context = canvas.getContext("2d");
              if (!context) throw new Error("no 2d context");
              context.drawImage(bitmap, 0, 0);
              const column = context.getImageData(bitmap.width - 2, 0, 2, bitmap.height).data;
              for (let at = 0; at < column.length; at += 4) {
                const [red = 0, green = 0, blue = 0, alpha = 0] = column.slice(at, at + 4);
                if (alpha > 40 && Math.min(red, green, blue) < 200) {
                  found.push(image.alt);
                  break;
                }
              }
            }
            return [...new Set(found)];
          });
          expect(cut).toEqual([]);
          expect(errors).toEqual([]);
        },
        { viewport: { width: 1280, height: 800 } },
      );
    },
    TEST_TIMEOUT_MS,
  );

  for (const javaScriptEnabled of [true, false]) {
    it(
      `the listing's filters show as chips that each remove one, and Clear all (${javaScriptEnabled ? "with" : "without"} script)`,
      async () => {
        const products = await allProducts(baseUrl);
        const colour = pickProduct(products, (product) => product.colors.length > 0, "a product with a colour")
          .colors[0];
        await withBrowser(
          async (session) => {
            const { page, errors } = await session.newPage();
            await page.goto(`${baseUrl}/all-product?colors=${encodeURIComponent(colour ?? "")}&inStock=1`);
            const chips = page.getByRole("list", { name: "Active filters" });
            await chips.waitFor();
            expect(
              await chips
                .getByRole("link")
                .evaluateAll((links) => links.map((link) => link.getAttribute("aria-label"))),
            ).toEqual([`Remove filter: ${colour}`, "Remove filter: In stock only"]);
            if (javaScriptEnabled) expect(await checkStateAtAllWidths(page, "listing-chips")).toEqual([]);
            await chips.getByRole("link", { name: `Remove filter: ${colour}` }).click();
            await page.waitForURL((url) => url.pathname === "/all-product" && url.searchParams.get("colors") === null);
            expect(new URL(page.url()).searchParams.get("inStock")).toBe("1");
            // The URL changes as the next view is asked for; the chips follow when it has come.
            await page
              .getByRole("list", { name: "Active filters" })
              .getByRole("link", { name: "Remove filter: In stock only" })
              .waitFor();
            await expect
              .poll(() => page.getByRole("list", { name: "Active filters" }).getByRole("link").count())
              .toBe(1);
            await page.locator(".active-filters").getByRole("link", { name: "Clear all" }).click();
            await page.waitForURL((url) => url.pathname === "/all-product" && url.searchParams.get("inStock") === null);
            await page.getByRole("list", { name: "Active filters" }).waitFor({ state: "detached" });
            expect(errors).toEqual([]);
          },
          { javaScriptEnabled, viewport: { width: 375, height: 740 } },
        );
      },
      TEST_TIMEOUT_MS,
    );
  }

  it(
    "Share becomes Copy link where the browser has no share sheet, and copies the page's address",
    async () => {
      const product = pickProduct(await allProducts(baseUrl), (found) => found.stock > 0, "a product");
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          await page.addInitScript(() => {
            Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
            const copied: string[] = [];
            Object.defineProperty(window, "copiedForTest", { value: copied });
            Object.defineProperty(Navigator.prototype, "clipboard", {
              configurable: true,
              value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
            });
          });
          await page.goto(`${baseUrl}/product/${product.id}`);
          const copy = page.getByRole("button", { name: "Copy link", exact: true });
          await copy.click();
          await page.getByRole("status").getByText("Link copied.", { exact: true }).waitFor();
          expect(await page.evaluate(() => (window as unknown as { copiedForTest: string[] }).copiedForTest)).toEqual([
            `${baseUrl}/product/${product.id}`,
          ]);
          expect(errors).toEqual([]);
        },
        { viewport: { width: 375, height: 740 } },
      );
    },
    TEST_TIMEOUT_MS,
  );
});

/** The elements fixed on screen (toasts, bars, buttons) whose box meets one of `controls`. */
async function floatingOver(page: Page, controls: Locator[]): Promise<string[]> {
  const boxes = await Promise.all(controls.map((control) => control.boundingBox()));
  return page.evaluate((targets) => {
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      if (getComputedStyle(element).position !== "fixed") continue;
      for (const child of [element, ...Array.from(element.children)]) {
        const box = child.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        for (const target of targets) {
          if (!target) continue;
          const meets =
            box.left < target.x + target.width &&
            box.right > target.x &&
            box.top < target.y + target.height &&
            box.bottom > target.y;
          if (meets) found.push(`${child.className} over a control at y ${Math.round(target.y)}`);
        }
      }
    }
    return found;
  }, boxes);
}
