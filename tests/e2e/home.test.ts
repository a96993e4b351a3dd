/**
 * The home page (SPEC.md sections 2, 4, 8 and 9) through the real stack: banners, top deals,
 * the header-grouped lists with the wishlist heart, the Products banner, the recommendations and
 * the brands. Time-based behaviour (autoplay, toasts) runs on Playwright's fake clock.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { HeaderGroup } from "@/domain/product";
import { saveScreenshot } from "../support/browser";
import { headerGroups } from "../support/catalogue";
import { cookieJson } from "../support/cookies";
import { checkAtAllWidths } from "../support/page-checks";
import { percentOff, shortName } from "../support/shop-format";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");

/**
 * The slides' labels ("2 of 4") whose content lies wholly inside the carousel's visible window
 * (the slide element itself carries the gap as padding, which may sit outside).
 */
function slidesInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector(".carousel__viewport")?.getBoundingClientRect();
    if (!viewport) return [];
    return Array.from(root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'))
      .filter((slide) => {
        const box = (slide.firstElementChild ?? slide).getBoundingClientRect();
        return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      })
      .map((slide) => slide.getAttribute("aria-label") ?? "");
  });
}

/** The slide whose content is nearest the left edge of the carousel's window: the current one. */
function currentSlide(carousel: Locator): Promise<string> {
  return carousel.evaluate((root) => {
    const left = root.querySelector(".carousel__viewport")?.getBoundingClientRect().left ?? 0;
    const slides = Array.from(root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
    const distance = (slide: HTMLElement) =>
      Math.abs((slide.firstElementChild ?? slide).getBoundingClientRect().left - left);
    const nearest = slides.reduce<HTMLElement | null>(
      (best, slide) => (best === null || distance(slide) < distance(best) ? slide : best),
      null,
    );
    return nearest?.getAttribute("aria-label") ?? "";
  });
}

/**
 * Opens the home page with the fake clock installed and paused, so carousels only move and
 * toasts only vanish when the test runs the clock. The clock belongs to the browser context and
 * stays for its later pages, so only the `paused` session's pages may use this.
 */
async function openPaused(page: Page): Promise<void> {
  const start = new Date("2026-03-02T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(`${baseUrl}/`);
}

async function wishlistCookie(page: Page): Promise<number[]> {
  return ((await cookieJson(page.context(), baseUrl, "wishlistItems")) as number[] | undefined) ?? [];
}

describe("home page", () => {
  const browser = suiteBrowser();
  /** A second session for the fake-clock tests (axe-core needs real timers in the other). */
  const paused = suiteBrowser();
  let groups: HeaderGroup[];

  beforeAll(async () => {
    groups = await headerGroups(baseUrl);
    expect(groups.length).toBeGreaterThan(0);
  });

  it("shows every header group from the API with its products, under one h1 and a page title", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    for (const group of groups) {
      const section = page.getByRole("region", { name: group.name, exact: true });
      await section.getByRole("heading", { level: 2, name: group.name, exact: true }).waitFor();
      for (const product of group.products) {
        await expect(
          section.getByRole("heading", { name: product.name, exact: true }).count(),
          `${group.name}: ${product.name}`,
        ).resolves.toBe(1);
        await expect(
          section.getByRole("button", { name: `Wishlist: ${product.name}`, exact: true }).count(),
        ).resolves.toBe(1);
      }
    }
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
    expect(await page.title()).toMatch(/^Clothing, home and living, beauty \| /);
    await page.getByRole("heading", { name: "Recommended for you", exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a client navigation to / reads the header groups with the page's loader data", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    const data: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) data.push(new URL(request.url()).pathname);
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: groups[0]?.name ?? "", exact: true }).waitFor();
    await page.getByRole("region", { name: "Top deals", exact: true }).waitFor();
    expect(data).toEqual(["/_root.data"]);
    expect(await page.title()).toMatch(/^Clothing, home and living, beauty \| /);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the banner carousel has four linked slides and moves on by itself after 3 s", async () => {
    const { page, errors } = await paused.newPage();
    await openPaused(page);
    const banner = page.getByRole("region", { name: "Offers", exact: true });
    await banner.waitFor();
    const slides = banner.locator('[aria-roledescription="slide"]');
    await expect(slides.count()).resolves.toBe(4);
    const targets = await banner
      .getByRole("link")
      .evaluateAll((links) =>
        links.map(
          (link) =>
            new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).search,
        ),
      );
    expect(targets).toEqual(["/filter-side?cat=2", "/filter-side?cat=4", "/filter-side?cat=5", "/all-product"]);
    // The first slide's art is what a shopper sees first: loaded at once, with high priority.
    const firstArt = slides.first().locator("img");
    await expect(firstArt.getAttribute("loading")).resolves.toBe("eager");
    await expect(firstArt.getAttribute("fetchpriority")).resolves.toBe("high");

    await expect(slidesInView(banner)).resolves.toEqual(["1 of 4"]);
    // What moves the slides loads once the page has hydrated: the 3 s count from then.
    await banner.getByRole("button", { name: "Next (Offers)", disabled: false }).waitFor();
    await page.clock.runFor(2900);
    await expect(currentSlide(banner)).resolves.toBe("1 of 4");
    // At 3 s the next slide comes in, within the 1 s transition.
    await page.clock.runFor(100);
    await page.clock.runFor(1000);
    await expect(currentSlide(banner)).resolves.toBe("2 of 4");
    await page.clock.runFor(3000);
    await expect(currentSlide(banner)).resolves.toBe("3 of 4");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("top deals shows the biggest discounts first, names cut to 3 words, with the SPEC discount badge", async () => {
    const { page, errors } = await paused.newPage();
    await openPaused(page);
    const deals = page.getByRole("region", { name: "Top deals", exact: true });
    await deals.waitFor();
    const slides = deals.locator('[aria-roledescription="slide"]');
    await slides.first().getByRole("heading").waitFor();

    const products = [
      ...new Map(groups.flatMap((group) => group.products).map((product) => [product.id, product])).values(),
    ];
    const best = products.reduce((top, product) => (percentOff(product) > percentOff(top) ? product : top));
    const bestSlide = slides.filter({ has: page.getByRole("heading", { name: shortName(best.name, 3), exact: true }) });
    await expect(bestSlide.count()).resolves.toBe(1);
    await expect(bestSlide.locator(".deal-card__badge").textContent()).resolves.toBe(`${percentOff(best)}% OFF`);
    await expect(bestSlide.getByText(`${percentOff(best)}% off`, { exact: true }).count()).resolves.toBe(1);

    // Every slide shows its own product's name in 3 words and that product's badge; biggest first.
    const shown = await slides.evaluateAll((elements) =>
      elements.map((slide) => ({
        href: slide.querySelector("a.product-card__link")?.getAttribute("href") ?? "",
        name: slide.querySelector(".product-card__name")?.textContent ?? "",
        badge: slide.querySelector(".deal-card__badge")?.textContent ?? "",
      })),
    );
    expect(shown.length).toBeGreaterThanOrEqual(6);
    const byHref = new Map(products.map((product) => [`/product/${product.id}`, product]));
    expect(shown).toEqual(
      shown.map(({ href }) => {
        const product = byHref.get(href);
        return product && { href, name: shortName(product.name, 3), badge: `${percentOff(product)}% OFF` };
      }),
    );
    const badges = shown.map(({ badge }) => Number.parseInt(badge, 10));
    expect(badges[0]).toBe(percentOff(best));
    expect([...badges].sort((a, b) => b - a)).toEqual(badges);
    // Near the screen with the banner, its engine starts after the banner's, untouched.
    await deals.getByRole("button", { name: "Next (Top deals)", disabled: false }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the wishlist heart on a home list toggles, stores the id in the cookie and shows a 3 s toast", async () => {
    const { page, errors } = await paused.newPage();
    await openPaused(page);
    const group = groups.find((entry) => entry.products.some((product) => product.name.split(/\s+/).length > 4));
    const product = group?.products.find((entry) => entry.name.split(/\s+/).length > 4);
    if (!group || !product) throw new Error("the seed data has no product name longer than 4 words");
    const short = shortName(product.name, 4);

    const heart = page
      .getByRole("region", { name: group.name, exact: true })
      .getByRole("button", { name: `Wishlist: ${product.name}`, exact: true });
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("false");
    await heart.click();
    const added = page.getByRole("status").getByText(`${short} added to Wishlist`, { exact: true });
    await added.waitFor();
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("true");
    // The heart and the toast show at the tap; the cookie is written by the wishlist's action.
    await expect.poll(() => wishlistCookie(page)).toContain(product.id);

    await page.clock.runFor(2900);
    await expect(added.isVisible()).resolves.toBe(true);
    await page.clock.runFor(200);
    await added.waitFor({ state: "detached" });

    await heart.click();
    const removed = page.getByRole("status").getByText(`${short} removed from Wishlist`, { exact: true });
    await removed.waitFor();
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("false");
    await expect.poll(() => wishlistCookie(page)).not.toContain(product.id);
    await page.clock.runFor(3100);
    await removed.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the Products banner links to /baby-care", async () => {
    const { page, errors } = await paused.newPage();
    await openPaused(page);
    const banner = page.getByRole("region", { name: "Baby care, made gentle", exact: true });
    // Shown in capitals by CSS; the text itself is SPEC.md's "Products".
    await expect(banner.getByText(/^products$/i).textContent()).resolves.toBe("Products");
    const link = banner.getByRole("link", { name: "Shop baby care", exact: true });
    await expect(link.getAttribute("href")).resolves.toBe("/baby-care");
    await link.click();
    await page.waitForURL(`${baseUrl}/baby-care`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("'Some Of Our brands' shows 5 logos at 1280 px, 3 at 800, 2 at 600 and 1 at 375", async () => {
    const { page, errors } = await paused.newPage();
    // Loaded once on the phone, then widened: how many logos show is the stylesheet's media
    // queries (the carousel's --per-view), which a resize applies as a load at that width would.
    await page.setViewportSize({ width: 375, height: 900 });
    await openPaused(page);
    for (const [width, expected] of [
      [375, 1],
      [600, 2],
      [800, 3],
      [1280, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("heading", { level: 2, name: "Some Of Our brands", exact: true }).scrollIntoViewIfNeeded();
      const brands = page.getByRole("region", { name: "Some Of Our brands", exact: true });
      await expect.poll(() => slidesInView(brands), { message: `${width}px`, timeout: 10_000 }).toHaveLength(expected);
      const logos = brands.getByRole("img");
      await expect(logos.count()).resolves.toBe(10);
      const names = await logos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
      expect(new Set(names).size).toBe(10);
      await expect(logos.first().getAttribute("loading")).resolves.toBe("lazy");
      // The logos in view have loaded (lazy loading kicked in once scrolled there).
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>(".brand-tile img"))
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.left >= 0 && box.right <= window.innerWidth && box.top < window.innerHeight && box.bottom > 0;
          })
          .every((image) => image.complete && image.naturalWidth > 0),
      );
      await saveScreenshot(page, `home-brands-${width}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("shows 'Failed to fetch data' with Retry when the header groups cannot be loaded, and the rest of the page still renders", async () => {
    const { page, errors } = await browser.newPage();
    // The first page comes rendered from the server; a client navigation to / reads its loader
    // data from /_root.data, which fails here.
    await page.goto(`${baseUrl}/wallet`);
    const homeData = (url: URL) => url.pathname === "/_root.data";
    await page.route(homeData, (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "upstream_unavailable", message: "down" } }),
      }),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Failed to fetch data" });
    await alert.getByText("Failed to fetch data", { exact: true }).waitFor();
    // The rest of the page renders beside the alert (waited for, not sampled at the alert's moment).
    await page.getByRole("region", { name: "Offers", exact: true }).waitFor();
    await page.getByRole("link", { name: "Shop baby care", exact: true }).waitFor();
    await page.getByRole("heading", { name: "Some Of Our brands", exact: true }).waitFor();
    await expect(page.getByText("Failed to fetch data", { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole("region", { name: "Top deals", exact: true }).count()).resolves.toBe(0);
    await saveScreenshot(page, "home-header-groups-failed");

    // Retry runs the loader again: the shop answers this time.
    await page.unroute(homeData);
    await alert.getByRole("button", { name: "Retry", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: groups[0]?.name ?? "", exact: true }).waitFor();
    await expect(page.getByText("Failed to fetch data", { exact: true }).count()).resolves.toBe(0);
    // The browser logs the failed request itself; nothing else may go wrong.
    expect(errors.filter((error) => !/502/.test(error))).toEqual([]);
    await page.close();
  });

  it("has no serious accessibility problem and no overflow at 375, 768 and 1280 px", async () => {
    const { page, errors } = await browser.newPage();
    const lastGroup = groups.at(-1)?.name ?? "";
    const problems = await checkAtAllWidths(page, `${baseUrl}/`, "home", (current) =>
      current.getByRole("heading", { name: lastGroup, exact: true }).waitFor(),
    );
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
