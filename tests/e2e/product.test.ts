/**
 * The product detail page (SPEC.md section 2 "Product detail", sections 5, 8 and 9) and the
 * /related-products page, through the real stack. Expected values come from the API.
 */
import { PRODUCT_IMAGE_SIZE } from "@/components/product-image";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { saveScreenshot, withBrowser, type TrackedPage } from "../support/browser";
import { allProducts, categories, headerGroups, pickProduct, productById, productsPage } from "../support/catalogue";
import { cookieJson } from "../support/cookies";
import { nextDialogMessage } from "../support/dialogs";
import { checkAtAllWidths } from "../support/page-checks";
import { percentOff, money, shortName } from "../support/shop-format";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");
/** A check at three widths loads the page three times (through the dev server when reusing `npm start`). */
const CHECK_TIMEOUT_MS = 180_000;

async function openProduct(page: Page, id: number): Promise<void> {
  await page.goto(`${baseUrl}/product/${id}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
}

describe("product detail: /product/{id}", () => {
  const browser = suiteBrowser();
  const readCookie = (name: string) => cookieJson(browser.context, baseUrl, name);

  beforeEach(async () => {
    await browser.context.clearCookies();
  });

  /**
   * Product 1 as a direct visit shows it. The tests that read it, switch its pictures or add it to
   * the cart go on in the tab the first of them opened rather than loading the page again (each
   * starts without cookies all the same); the last one follows a link away and closes it.
   */
  let productOne: TrackedPage | undefined;
  async function productOneTab(): Promise<TrackedPage> {
    if (!productOne || productOne.page.isClosed()) {
      productOne = await browser.newPage();
      await openProduct(productOne.page, 1);
    }
    return productOne;
  }

  it("a direct visit shows the product from the API (name, prices, discount, boxes, badges, category), and so does a reload", async () => {
    const product = await productById(baseUrl, 1);
    const { page, errors } = await productOneTab();

    const main = page.getByRole("main");
    expect(await main.getByRole("heading", { level: 1 }).innerText()).toBe(product.name);
    expect(await page.title()).toContain(product.name);

    const price = main.locator(".price--large");
    expect(await price.locator(".price__now").innerText()).toBe(money(product.discountPrice));
    // The tests' own formatter is SPEC.md's format: the ₹ sign, Indian grouping, two decimals.
    expect(money(product.discountPrice)).toBe("₹1,799.00");
    expect(await price.locator("s").innerText()).toContain(money(product.originalPrice));
    expect(await price.getByText(`${percentOff(product)}% off`, { exact: true }).count()).toBe(1);

    expect(await main.locator('dt:text-is("M.R.P") + dd').innerText()).toBe(money(product.originalPrice));
    expect(await main.locator('dt:text-is("Recommended Selling Price") + dd').innerText()).toBe(
      money(product.discountPrice),
    );

    const highlights = main.getByRole("list", { name: "Highlights" });
    expect(await highlights.getByRole("listitem").allInnerTexts()).toEqual([product.badge, product.badge1]);

    // The subcategory's link is its listing's canonical URL, the readable path (issue 26).
    const group = (await categories(baseUrl)).find((candidate) => candidate.id === product.categoryId);
    const subcategory = group?.subcategories.find((candidate) => candidate.id === product.subcategoryId);
    const category = main.locator(".product__category");
    expect(await category.getByRole("link", { name: product.category, exact: true }).getAttribute("href")).toBe(
      `/filter-side?cat=${product.categoryId}`,
    );
    expect(await category.getByRole("link", { name: product.subcategory, exact: true }).getAttribute("href")).toBe(
      `/${group?.slug}/${subcategory?.slug}`,
    );

    // The details list of the reviews block.
    const details = main.getByRole("region", { name: "Product details" });
    expect(await details.locator('dt:text-is("Material") + dd').innerText()).toBe(product.material);
    expect(await details.locator('dt:text-is("Weight") + dd').innerText()).toBe(product.weight);
    expect(await details.locator('dt:text-is("Colours") + dd').innerText()).toBe(product.colors.join(", "));

    await page.reload();
    await main.getByRole("heading", { level: 1, name: product.name }).waitFor();
    expect(errors).toEqual([]);
  });

  it("an unknown or invalid id shows 'Product not found.' with a way back to shopping", async () => {
    const { page, errors } = await browser.newPage();
    for (const id of ["999999", "abc", "0", "1.5"]) {
      await page.goto(`${baseUrl}/product/${id}`);
      const heading = page.getByRole("heading", { level: 1 });
      await heading.waitFor();
      expect(await heading.innerText(), id).toBe("Product not found.");
      expect(await page.getByRole("main").getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe(
        "/all-product",
      );
    }
    await saveScreenshot(page, "product-not-found");
    // The browser itself logs the 404 of the unknown id.
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    await page.close();
  });

  it("a shop failure says the product could not be loaded, not that it does not exist", async () => {
    const { page, errors } = await browser.newPage();
    // The first page is rendered on the server; a client navigation reads the product's loader
    // data from /product/2.data, which fails here.
    await page.goto(`${baseUrl}/all-product`);
    await page.route(
      (url) => url.pathname === "/product/2.data",
      (route) =>
        route.fulfill({
          status: 502,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "upstream_unavailable", message: "down" } }),
        }),
    );
    await page.locator('main a[href="/product/2"]').first().click();
    await page.getByRole("heading", { level: 1, name: "This product could not be loaded." }).waitFor();
    expect(await page.getByRole("alert").getByRole("button", { name: "Retry" }).isVisible()).toBe(true);
    expect(errors.filter((error) => !/502/.test(error))).toEqual([]);
    await page.close();
  });

  it("the thumbnails switch the main image and say which one is shown", async () => {
    const product = await productById(baseUrl, 1);
    expect(product.images.length).toBeGreaterThan(1);
    const { page, errors } = await productOneTab();
    const mainImage = page.locator(".product-zoom__image");
    // The main picture is a rendition of the file through the image CDN.
    const shownFile = async () => new URL((await mainImage.getAttribute("src")) ?? "", baseUrl).searchParams.get("url");
    expect(await shownFile()).toBe(product.images[0]);
    expect(await mainImage.getAttribute("loading")).toBe("eager");
    expect(await mainImage.getAttribute("width")).toBe(String(PRODUCT_IMAGE_SIZE));

    const count = product.images.length;
    for (const [index, image] of product.images.entries()) {
      const thumbnail = page.getByRole("button", { name: `View image ${index + 1} of ${count}`, exact: true });
      await thumbnail.click();
      expect(await thumbnail.getAttribute("aria-pressed")).toBe("true");
      expect(await shownFile()).toBe(image);
      // A view that is a colour's picture names the colour (issue 40).
      const colour = product.colorImages?.find((entry) => entry.url === image)?.color;
      const name = colour === undefined ? product.name : `${product.name} in ${colour}`;
      expect(await mainImage.getAttribute("alt")).toBe(`${name}, image ${index + 1} of ${count}`);
    }
    expect(
      await page.getByRole("button", { name: `View image 1 of ${count}`, exact: true }).getAttribute("aria-pressed"),
    ).toBe("false");
    expect(errors).toEqual([]);
  });

  it("the zoom shows 250 ms after the pointer rests on the image and hides 150 ms after it leaves (SPEC.md section 9)", async () => {
    // The fake clock governs a whole browser context: keep it out of the other tests.
    await withBrowser(async (clockBrowser) => {
      const { page, errors } = await clockBrowser.newPage();
      await page.clock.install();
      await openProduct(page, 1);
      // From here on, time moves only when the test says so.
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      const image = page.locator(".product-zoom__image");
      const magnified = page.locator(".product-zoom__view");
      expect(await magnified.isVisible()).toBe(false);

      await image.hover();
      await page.clock.runFor(249);
      expect(await magnified.isVisible()).toBe(false);
      await page.clock.runFor(1);
      await magnified.waitFor({ state: "visible" });
      // The magnified view is the same picture (a larger rendition of the same file) at twice the size.
      const style = await magnified.evaluate((element) => ({
        image: element.style.backgroundImage,
        size: element.style.backgroundSize,
      }));
      const source = new URL((await image.getAttribute("src")) ?? "", page.url()).searchParams.get("url");
      expect(source).toMatch(/\/products\/p0001\.jpg$/);
      expect(decodeURIComponent(style.image)).toContain(source);
      expect(style.size).toBe("200% 200%");

      await page.mouse.move(1, 1);
      await page.clock.runFor(149);
      expect(await magnified.isVisible()).toBe(true);
      await page.clock.runFor(1);
      // Then it fades out over 300 ms (a CSS transition, in real time).
      await magnified.waitFor({ state: "hidden" });

      // Keyboard and touch users switch the zoom on with a button.
      const toggle = page.getByRole("button", { name: "Zoom", exact: true });
      await toggle.focus();
      await page.keyboard.press("Enter");
      expect(await toggle.getAttribute("aria-pressed")).toBe("true");
      await magnified.waitFor({ state: "visible" });
      const before = await magnified.evaluate((element) => element.style.backgroundPosition);
      await page.keyboard.press("ArrowRight");
      expect(await magnified.evaluate((element) => element.style.backgroundPosition)).not.toBe(before);
      await page.keyboard.press("Escape");
      await magnified.waitFor({ state: "hidden" });
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
      expect(errors).toEqual([]);
    });
  });

  it("Share says SPEC.md's text where the browser can neither share nor copy, and shares title and address where it can", async () => {
    const product = await productById(baseUrl, 1);
    const { page, errors } = await browser.newPage();
    // A browser with a clipboard but no share sheet makes it "Copy link" (phone-layout.test.ts).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, "clipboard", { value: undefined, configurable: true });
    });
    await openProduct(page, 1);
    const message = nextDialogMessage(page);
    const share = page.getByRole("button", { name: "Share", exact: true });
    await share.click();
    expect(await message).toBe("Share functionality is not supported on this browser.");

    // The button asks the browser when it is pressed: the same page, now with a browser that can share.
    await page.evaluate(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, "sharedForTest", { value: shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedForTest: unknown[] }).sharedForTest))
      .toEqual([{ title: product.name, url: `${baseUrl}/product/1` }]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Add to Cart keeps the chosen size and colour in the cartItems cookie and says so in a toast", async () => {
    const product = await productById(baseUrl, 1);
    expect(product.colors.length).toBeGreaterThan(1);
    const { page, errors } = await productOneTab();
    expect(await page.getByText("In stock", { exact: true }).isVisible()).toBe(true);
    // The first size and colour start chosen; pick the second colour.
    expect(await page.getByRole("radio", { name: product.sizes[0], exact: true }).isChecked()).toBe(true);
    const colour = product.colors[1] ?? "";
    await page.getByRole("link", { name: colour, exact: true }).click();
    await page.getByRole("group", { name: `Colour: ${colour}` }).waitFor();

    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await page
      .getByRole("status")
      .getByText(`${shortName(product.name, 4)} added to Cart`, { exact: true })
      .waitFor();
    expect(await readCookie("cartItems")).toEqual([[1, 1, 0, 1]]);

    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect.poll(() => readCookie("cartItems")).toEqual([[1, 2, 0, 1]]);
    expect(errors).toEqual([]);
  });

  it("adding past the stock of a low-stock product alerts 'Maximum quantity reached!' (SPEC.md section 5)", async () => {
    const lowStock = pickProduct(
      await allProducts(baseUrl),
      (product) => product.stock >= 1 && product.stock <= 3,
      "product with 1 to 3 in stock",
    );
    const { page, errors } = await browser.newPage();
    await openProduct(page, lowStock.id);
    expect(await page.getByText(`Only ${lowStock.stock} left`, { exact: true }).isVisible()).toBe(true);
    const add = page.getByRole("button", { name: "Add to Cart", exact: true });
    for (let unit = 1; unit <= lowStock.stock; unit++) {
      await add.click();
      await expect.poll(async () => ((await readCookie("cartItems")) as number[][] | undefined)?.[0]?.[1]).toBe(unit);
    }
    const message = nextDialogMessage(page);
    await add.click();
    expect(await message).toBe("Maximum quantity reached!");
    expect(((await readCookie("cartItems")) as number[][])[0]?.[1]).toBe(lowStock.stock);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an out-of-stock product cannot be added: the button is disabled and says so", async () => {
    const soldOut = pickProduct(await allProducts(baseUrl), (product) => product.stock === 0, "product with no stock");
    const { page, errors } = await browser.newPage();
    await openProduct(page, soldOut.id);
    const button = page.getByRole("button", { name: "Out of stock", exact: true });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Add to Cart" }).count()).toBe(0);
    expect(await page.locator(".purchase__stock").innerText()).toBe("Out of stock");
    expect(await readCookie("cartItems")).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the review form ignores blank text or no rating, then adds a review, clears the form and keeps it in the productReviews cookie", async () => {
    const { page, errors } = await browser.newPage();
    await openProduct(page, 1);
    const reviews = page.getByRole("region", { name: "Reviews" });
    const text = reviews.getByRole("textbox", { name: "Your review" });
    const submit = reviews.getByRole("button", { name: "Submit review" });
    const list = reviews.getByRole("list", { name: "Your reviews" });

    // Text but no rating: nothing happens.
    await text.fill("Lovely colour, soft fabric.");
    await submit.click();
    expect(await list.count()).toBe(0);
    expect(await text.inputValue()).toBe("Lovely colour, soft fabric.");

    // A rating but blank text: nothing happens.
    await text.fill("   ");
    await reviews.getByRole("radio", { name: "4 stars" }).check();
    await submit.click();
    expect(await list.count()).toBe(0);
    expect(await reviews.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    expect(await readCookie("productReviews")).toBeUndefined();

    // Both: the review appears and the form is cleared.
    await text.fill("  Lovely colour, soft fabric.  ");
    await submit.click();
    await list.waitFor();
    const item = list.getByRole("listitem");
    expect(await item.count()).toBe(1);
    expect(await item.getByText("Lovely colour, soft fabric.", { exact: true }).isVisible()).toBe(true);
    expect(await item.getByRole("img", { name: "Rated 4 out of 5" }).count()).toBe(1);
    expect(await text.inputValue()).toBe("");
    for (const stars of [1, 2, 3, 4, 5]) {
      expect(await reviews.getByRole("radio", { name: stars === 1 ? "1 star" : `${stars} stars` }).isChecked()).toBe(
        false,
      );
    }
    const stored = (await readCookie("productReviews")) as {
      productId: number;
      text: string;
      rating: number;
      date: string;
    }[];
    expect(stored).toEqual([
      {
        productId: 1,
        text: "Lovely colour, soft fabric.",
        rating: 4,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    const cookie = (await browser.context.cookies(baseUrl)).find((candidate) => candidate.name === "productReviews");
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Keyboard: arrow keys move through the stars.
    await reviews.getByRole("radio", { name: "1 star" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await reviews.getByRole("radio", { name: "2 stars" }).isChecked()).toBe(true);

    await page.reload();
    await list.getByText("Lovely colour, soft fabric.", { exact: true }).waitFor();
    // Another product's page does not show it.
    await openProduct(page, 2);
    await page.getByRole("region", { name: "Reviews" }).waitFor();
    expect(await page.getByRole("list", { name: "Your reviews" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Similar Products shows up to 5 products of the same subcategory at 1280 px, never the product itself", async () => {
    const product = await productById(baseUrl, 1);
    const body = await productsPage(baseUrl, `subcat=${product.subcategoryId}&pageSize=12`);
    const expected = body.items.filter((item) => item.id !== product.id);
    expect(expected.length).toBeGreaterThan(5);

    const { page, errors } = await productOneTab();
    const carousel = page.getByRole("region", { name: "Similar Products" });
    await carousel.waitFor();
    await page.getByRole("heading", { level: 2, name: "Similar Products" }).waitFor();

    const hrefs = await carousel
      .locator(".carousel__slide a.product-card__link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(expected.map((item) => `/product/${item.id}`));
    // SPEC.md section 9: names shortened to 3 words in a carousel.
    expect(await carousel.locator(".product-card__name").allTextContents()).toEqual(
      expected.map((item) => shortName(item.name, 3)),
    );
    // Pictures below the fold load lazily.
    expect(await carousel.locator("img").first().getAttribute("loading")).toBe("lazy");

    const visible = await carousel.evaluate((element) => {
      const viewport = element.querySelector(".carousel__viewport")?.getBoundingClientRect();
      if (!viewport) return -1;
      return Array.from(element.querySelectorAll(".carousel__slide")).filter((slide) => {
        const box = slide.getBoundingClientRect();
        const centre = box.left + box.width / 2;
        return centre > viewport.left && centre < viewport.right;
      }).length;
    });
    expect(visible).toBe(5);

    // Following a similar product opens its own page.
    await carousel.locator(".carousel__slide a.product-card__link").first().click();
    await page.getByRole("heading", { level: 1, name: expected[0]?.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/product/${expected[0]?.id}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    "has no serious accessibility problem or sideways overflow at 375, 768 and 1280 px",
    async () => {
      const { page, errors } = await browser.newPage();
      const problems = await checkAtAllWidths(page, `${baseUrl}/product/1`, "product-detail", (p) =>
        p.locator('section.carousel[aria-label="Similar Products"]').waitFor(),
      );
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
    CHECK_TIMEOUT_MS,
  );
});

describe("/related-products", () => {
  const browser = suiteBrowser();

  it("?id= shows products like that product", async () => {
    const product = await productById(baseUrl, 3);
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/related-products?id=3`);
    await page.getByRole("heading", { level: 1, name: "Similar Products" }).waitFor();
    expect(
      await page.getByRole("main").getByRole("link", { name: product.name, exact: true }).getAttribute("href"),
    ).toBe("/product/3");
    const carousel = page.locator('section.carousel[aria-label="Similar Products"]');
    await carousel.waitFor();
    const hrefs = await carousel
      .locator("a.product-card__link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const body = await productsPage(baseUrl, `subcat=${product.subcategoryId}&pageSize=12`);
    expect(hrefs).toEqual(body.items.filter((item) => item.id !== 3).map((item) => `/product/${item.id}`));

    const response = await page.goto(`${baseUrl}/related-products?id=abc`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Product not found." }).waitFor();
    // The browser itself logs the page's 404.
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    await page.close();
  });

  it("without an id it follows the product last viewed in this tab, or shows what is trending", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/related-products`);
    await page.getByRole("heading", { level: 1, name: "Trending Now" }).waitFor();
    await page.locator('section.carousel[aria-label="Trending Now"]').waitFor();
    const trending = (await headerGroups(baseUrl)).find((group) => group.name === "Trending Now");
    const hrefs = await page
      .locator("a.product-card__link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(trending?.products.map((item) => `/product/${item.id}`));

    const product = await productById(baseUrl, 5);
    await openProduct(page, 5);
    await page.goto(`${baseUrl}/related-products`);
    await page.getByRole("heading", { level: 1, name: "Similar Products" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: product.name, exact: true }).first().waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: product.name, exact: true }).count()).toBe(1);

    // Followed from the footer (a client navigation), the page never shows what is trending first.
    await openProduct(page, 5);
    await page.evaluate(() => {
      const headings: string[] = [];
      Object.assign(window, { headings });
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll("h1")) headings.push(heading.textContent ?? "");
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Similar Products", exact: true }).click();
    await page.waitForURL(/\/related-products\?id=5$/);
    await page.getByRole("heading", { level: 1, name: "Similar Products" }).waitFor();
    const headings = await page.evaluate(() => (window as unknown as { headings: string[] }).headings);
    expect(headings).toContain("Similar Products");
    expect(headings).not.toContain("Trending Now");

    // A product withdrawn since it was viewed: what is trending, not "Product not found.".
    await page.evaluate(() => window.sessionStorage.setItem("lastViewedProductId", "999999"));
    await page.goto(`${baseUrl}/related-products`);
    await page.waitForURL(/\/related-products\?id=999999$/);
    await page.getByRole("heading", { level: 1, name: "Trending Now" }).waitFor();
    // The browser logs the 404 of the withdrawn product's data.
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    await page.close();
  });

  it(
    "has no serious accessibility problem or sideways overflow at 375, 768 and 1280 px",
    async () => {
      const { page, errors } = await browser.newPage();
      const trending = await checkAtAllWidths(page, `${baseUrl}/related-products`, "related-products", (p) =>
        p.locator("section.carousel").waitFor(),
      );
      expect(trending).toEqual([]);
      const similar = await checkAtAllWidths(page, `${baseUrl}/related-products?id=1`, "related-products-id", (p) =>
        p.locator("section.carousel").waitFor(),
      );
      expect(similar).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
    CHECK_TIMEOUT_MS,
  );
});
