// The pages while the shop API is unreachable: a second site server on the production build whose
// SHOP_API_URL is a closed port. Their route loaders fail on the server, and the pages still
// render with SPEC.md's failure states, never publicly cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOP_NAME } from "@/domain/shop-name";
import { withBrowser } from "../support/browser";
import { servedBuildDir } from "../support/e2e-stacks";
import { startFunctionsServer } from "../support/local-stack";

const DOWN_PORT = 8896;
let downUrl = "";
let stop = async () => {};

beforeAll(async () => {
  // Port 9 (discard) on loopback: nothing listens, connections are refused at once.
  const server = await startFunctionsServer({
    port: DOWN_PORT,
    pages: servedBuildDir(),
    env: { SHOP_API_URL: "http://127.0.0.1:9", IMAGE_HOST: "http://127.0.0.1:9", SHOP_API_TOKEN: "unused-here" },
  });
  downUrl = server.baseUrl;
  stop = server.stop;
}, 180_000);

afterAll(() => stop(), 60_000);

describe("pages while the shop API is down", () => {
  it("the header keeps 'Loading...' in the logo's place and links All products; the page renders and is not cached", async () => {
    const response = await fetch(`${downUrl}/wallet`, { headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    // A customer's page since it lists saved cards (issue 43): private as well as uncached.
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    await response.text();
    await withBrowser(async (browser) => {
      const { page } = await browser.newPage();
      await page.goto(`${downUrl}/wallet`);
      await page.getByRole("heading", { level: 1, name: "Wallet" }).waitFor();
      const header = page.getByRole("banner");
      const placeholder = header.getByRole("link", { name: "Home", exact: true });
      await placeholder.getByText("Loading...", { exact: true }).waitFor();
      expect(await header.getByRole("img").count()).toBe(0);
      const menu = page.getByRole("navigation", { name: "Categories" });
      expect(await menu.getByRole("link", { name: "All products", exact: true }).getAttribute("href")).toBe(
        "/all-product",
      );
      expect(await page.getByRole("contentinfo").getByText(`Powered by ${SHOP_NAME}`).count()).toBe(1);
    });
  });

  it("/ renders its banners with 'Failed to fetch data' and Retry in place of the products, uncached", async () => {
    const response = await fetch(`${downUrl}/`, { headers: { Accept: "text/html" } });
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Kurtas, sarees and dresses");
    expect(html).toMatch(/role="alert"[^>]*>.*Failed to fetch data.*Retry<\/button>/s);
    expect(html).toContain("Some Of Our brands");
  });
});
