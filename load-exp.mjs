import { chromium } from "playwright-core";
const mode = process.argv[2]; const n = Number(process.argv[3] ?? 10);
const urls = ["/", "/all-product", "/product/1", "/product/2", "/all-product?page=2"];
const flags = ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync", ...(process.env.EXTRA ?? "").split(" ").filter(Boolean)];
const t0 = Date.now();
let browser, persistent;
if (mode === "persistent") {
  persistent = await chromium.launchPersistentContext("/tmp/exp/profile-" + process.pid, { executablePath: "/usr/bin/chromium-headless-shell", headless: true, args: flags, viewport: {width:1280,height:800} });
} else {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", headless: true, args: flags });
}
for (let i = 0; i < n; i++) {
  for (const u of urls) {
    let ctx = persistent;
    if (!persistent) { ctx = await browser.newContext({ viewport: {width:1280,height:800} }); if (process.env.ROUTE) await ctx.route((url) => !["localhost","127.0.0.1"].includes(url.hostname), (route) => route.abort("blockedbyclient")); }
    const page = await ctx.newPage();
    await page.goto("http://localhost:8888" + u);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.close();
    if (!persistent) await ctx.close(); else await persistent.clearCookies();
  }
}
console.log(mode, n * urls.length, "loads", Date.now() - t0, "ms");
await (persistent ?? browser).close();
