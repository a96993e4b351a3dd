/**
 * The defences of the pages as shoppers get them, over HTTP and in Chromium:
 * - every page's Content-Security-Policy allows its inline scripts by their hashes, with
 *   'strict-dynamic' for what they load, and holds no nonce where the CDN may keep the page (a
 *   kept page would give every visitor the same one): docs/decisions/016-script-hashes-not-nonces.md;
 * - a script that got into a page by any other way than the server's own writing is refused;
 * - a deployed context's policy names no localhost address;
 * - the client's source maps are neither published nor named by the files that are.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CategoriesResponseSchema } from "@/domain/catalogue";
import { slugify } from "@/domain/slug";
import { DEMO_CUSTOMER, signInContext } from "../support/accounts";
import { getJson, sameOrigin } from "../support/api";
import type { Page } from "playwright-core";
import { openBrowser, type BrowserSession, type TrackedPage } from "../support/browser";
import { servedBuildDir } from "../support/e2e-stacks";
import { startFunctionsServer } from "../support/local-stack";
import { directive, inlineScripts, scriptsOutsidePolicy } from "../support/page-policy";
import { allProducts } from "../support/catalogue";
import { scriptSinkBuild } from "../support/script-sink-build";
import { executeSql } from "../support/shop-db";

const baseUrl = inject("baseUrl");
const root = resolve(import.meta.dirname, "..", "..");

/** The paths of src/app/routes.ts, as written there ("" for the index route). */
function routePaths(): string[] {
  const source = readFileSync(join(root, "src", "app", "routes.ts"), "utf8");
  const paths = [...source.matchAll(/\broute\(\s*"([^"]*)"/g)].map((match) => match[1] ?? "");
  return /\bindex\(/.test(source) ? ["", ...paths] : paths;
}

interface Seeds {
  subcategory: string;
  order: { id: number; paymentReference: string };
}

/** Pages to load for each route: its screen with real data, and its not-found state where it has one. */
function pagesOfRoute(path: string, seeds: Seeds): string[] {
  const order = `?order=${seeds.order.id}`;
  const samples: Record<string, string[]> = {
    "": ["/"],
    // The French site: every screen again under /fr (issue 38); a few of them here.
    "fr?": ["/fr/", "/fr/all-product", "/fr/product/1", "/fr/no/such/page"],
    "all-product": ["/all-product", "/all-product?page=2&sort=newest"],
    "filter-side": ["/filter-side"],
    search: ["/search?q=shirt"],
    "product/:id": ["/product/1", "/product/999999"],
    compare: ["/compare"],
    "related-products": ["/related-products?id=1"],
    "studio/:service": ["/studio/design", "/studio/photography"],
    "baby-care": ["/baby-care"],
    contact: ["/contact"],
    wallet: ["/wallet"],
    addcart: ["/addcart"],
    wishlist: ["/wishlist"],
    "stock-alerts": ["/stock-alerts"],
    "stock-alerts/stop": ["/stock-alerts/stop?token=1.forged"],
    login: ["/login"],
    register: ["/register"],
    "reset-password": ["/reset-password"],
    UserProfile: ["/UserProfile"],
    profile: ["/profile"],
    overview: ["/overview"],
    "your-address": ["/your-address"],
    "address-form": ["/address-form"],
    checkout2: ["/Checkout2"],
    paymentpage: ["/paymentpage"],
    checkout: ["/checkout"],
    complete: ["/complete"],
    "order-confirmation": [`/order-confirmation?payment_intent=${seeds.order.paymentReference}`],
    "your-orders": ["/your-orders"],
    "your-orders/:orderId/return": [`/your-orders/${seeds.order.id}/return`],
    "cancellation-form": [`/cancellation-form${order}`],
    "order-cancelled": [`/order-cancelled${order}`],
    track: [`/track${order}`],
    receipt: [`/receipt${order}`],
    // Issue 41: the privacy policy, the customer's data, consent to commercial email.
    privacy: ["/privacy"],
    accessibility: ["/accessibility"],
    "your-data": ["/your-data"],
    "account-deleted": ["/account-deleted"],
    unsubscribe: ["/unsubscribe?token=1.forged"],
    "email-preferences": ["/email-preferences"],
    // Issue 42: a guest's checkout and an order found without an account.
    "guest-checkout": ["/guest-checkout"],
    "order-lookup": ["/order-lookup"],
    // Resource routes: XML and text, no page and no script.
    "sitemap.xml": [],
    "sitemap/:part": [],
    "robots.txt": [],
    // An action only (sign-out), no page.
    logout: [],
    // Client loaders only, read by fetchers (the recently viewed row, the search box), no page.
    "recently-viewed": [],
    "search-suggestions": [],
    // Data for the page frame's fetcher (who is shopping, their wishlist), no page.
    shopper: [],
    // Actions only, posted by fetchers or forms (Buy again, the wishlist's hearts and Remove), no page.
    "buy-again": [],
    "wishlist/change": [],
    ":group/:subcategory": [seeds.subcategory, "/men/no-such-subcategory"],
    "*": ["/no/such/page"],
  };
  const pages = samples[path];
  if (!pages) throw new Error(`src/app/routes.ts has a route this test does not load: "${path}"`);
  return pages;
}

async function signInCookie(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sameOrigin(baseUrl) },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("session="));
  if (response.status !== 200 || !cookie) throw new Error(`demo sign-in: ${response.status} ${await response.text()}`);
  return cookie;
}

/**
 * A tab whose page keeps every `securitypolicyviolation` it reports, for `visit` to read; so do the
 * session's later tabs (the script is the context's).
 */
async function recordViolations(session: BrowserSession): Promise<TrackedPage> {
  await session.context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__policyViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective}: ${event.blockedURI || "inline"} ${event.sample}`),
    );
  });
  return session.newPage();
}

/**
 * Loads each path in turn; what each reported: violations and errors logged (but a 404's own),
 * or with `policyOnly` the logged errors that name the policy.
 */
async function visit(page: Page, errors: string[], paths: string[], policyOnly = false): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    const before = errors.length;
    // goto returns once <html data-hydrated> is set (tests/support/browser.ts): a page whose
    // client is blocked never gets there. The network going idle lets what the page loads
    // afterwards (carousels, lazy parts) report too; on a loaded machine it may not go idle in
    // time (seen once for /fr/, reported then as "never hydrated"), which is no policy's failure.
    let notHydrated = "";
    const hydrated = await page.goto(`${baseUrl}${path}`).then(
      () => true,
      (error: unknown) => {
        notHydrated = `never hydrated (${String(error).split("\n")[0]})`;
        return false;
      },
    );
    if (hydrated) await page.waitForLoadState("networkidle").catch(() => undefined);
    const violations = await page.evaluate(
      () => (window as unknown as { __policyViolations: string[] }).__policyViolations,
    );
    const logged = errors
      .slice(before)
      .filter((error) => !/status of 404/.test(error) && (!policyOnly || /Content Security Policy/i.test(error)));
    const reported = [...(hydrated ? [] : [notHydrated]), ...violations, ...logged];
    if (reported.length > 0) failures.push(`${path}: ${reported.join(" | ")}`);
    // The next pages would each wait out the same timeout.
    if (!hydrated) break;
  }
  return failures;
}

let seeds: Seeds;
let pages: string[];
let demoCookie: string;

const PRODUCTION_PORT = 8894;
const SINK_PORT = 8892;
let productionServer: ReturnType<typeof startFunctionsServer>;

beforeAll(async () => {
  productionServer = startFunctionsServer({
    port: PRODUCTION_PORT,
    pages: servedBuildDir(),
    env: {
      CONTEXT: "production",
      SHOP_API_URL: inject("shopApiUrl"),
      IMAGE_HOST: inject("shopApiUrl"),
      SHOP_API_TOKEN: inject("shopApiToken"),
      SESSION_SECRET: `production-like-${"x".repeat(40)}`,
    },
  });
  // Awaited by the test that uses it; a start that failed fails that test, not the others.
  productionServer.catch(() => undefined);
  const { categories } = await getJson(baseUrl, "/api/categories", CategoriesResponseSchema);
  const group = categories[0];
  const subcategory = group?.subcategories[0];
  if (!group || !subcategory) throw new Error("the seed has no category");
  demoCookie = await signInCookie();
  const orders = (await (await fetch(`${baseUrl}/api/orders`, { headers: { Cookie: demoCookie } })).json()) as {
    orders: { id: number; paymentReference: string }[];
  };
  const order = orders.orders[0];
  if (!order) throw new Error("the demo customer has no order");
  seeds = { subcategory: `/${slugify(group.name)}/${slugify(subcategory.name)}`, order };
  pages = routePaths().flatMap((path) => pagesOfRoute(path, seeds));
});

afterAll(async () => {
  await (await productionServer.catch(() => null))?.stop();
}, 60_000);

const PUBLIC = /^public\b/;

describe("every page's Content-Security-Policy", () => {
  it("allows each inline script of every page by its hash, with 'strict-dynamic', and no publicly cacheable page carries a nonce", async () => {
    expect(pages.length).toBeGreaterThan(30);
    const problems: string[] = [];
    let publicPages = 0;
    for (const cookie of [null, demoCookie]) {
      for (const path of pages) {
        const who = `${path} (${cookie ? "demo" : "guest"})`;
        const response = await fetch(`${baseUrl}${path}`, {
          headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) },
        });
        const html = await response.text();
        if (!response.headers.get("content-type")?.startsWith("text/html")) {
          problems.push(`${who}: ${response.status} ${response.headers.get("content-type")}, not a page`);
          continue;
        }
        const policy = response.headers.get("content-security-policy") ?? "";
        const scriptSrc = directive(policy, "script-src");
        if (inlineScripts(html).length === 0) problems.push(`${who}: no inline script to check`);
        const outside = scriptsOutsidePolicy(html, policy);
        if (outside.length > 0) problems.push(`${who}: inline scripts outside the policy: ${outside.join(" | ")}`);
        if (!scriptSrc.includes("'strict-dynamic'")) problems.push(`${who}: ${scriptSrc}`);
        if (scriptSrc.includes("'unsafe-inline'")) problems.push(`${who}: ${scriptSrc}`);
        if (directive(policy, "frame-ancestors") !== "frame-ancestors 'none'") problems.push(`${who}: ${policy}`);
        if (PUBLIC.test(response.headers.get("cache-control") ?? "")) {
          publicPages += 1;
          if (/'nonce-/.test(policy) || /\bnonce=/.test(html))
            problems.push(`${who}: publicly cacheable, with a nonce`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(publicPages).toBeGreaterThan(10);
  });

  it("is the same for the same page: what a CDN keeps with the HTML still fits it", async () => {
    const [first, second] = await Promise.all([fetch(`${baseUrl}/product/1`), fetch(`${baseUrl}/product/1`)]);
    expect(first?.headers.get("cache-control")).toMatch(PUBLIC);
    expect(await first?.text()).toBe(await second?.text());
    expect(first?.headers.get("content-security-policy")).toBe(second?.headers.get("content-security-policy"));
  });

  it("in Chromium, no page of any route reports a policy violation, and each hydrates", async () => {
    const session = await openBrowser();
    try {
      // Two tabs, each with every other page: a page's wait for its network to go idle is half a
      // second of nothing to do, which the other tab's page fills.
      const first = await recordViolations(session);
      const tabs = [first, await session.newPage()];
      await signInContext(first.page, baseUrl, DEMO_CUSTOMER);
      const failures = await Promise.all(
        tabs.map(({ page, errors }, tab) =>
          visit(
            page,
            errors,
            pages.filter((_, index) => index % tabs.length === tab),
          ),
        ),
      );
      expect(failures.flat()).toEqual([]);
    } finally {
      await session.close();
    }
    // Some forty pages, each waited on until its network is idle, on two busy cores.
  }, 240_000);

  it("in a browser without 'strict-dynamic' (the policy's level 2 part: the hashes, 'self', Stripe.js), the pages start too", async () => {
    const session = await openBrowser();
    try {
      // Such a browser ignores the keyword: the script the starter inserts needs its own hash there.
      await session.context.route(
        (url) => url.origin === baseUrl,
        async (route) => {
          if (route.request().resourceType() !== "document") return route.fallback();
          const response = await route.fetch();
          const headers = response.headers();
          headers["content-security-policy"] = (headers["content-security-policy"] ?? "").replace(
            " 'strict-dynamic'",
            "",
          );
          await route.fulfill({ response, headers });
        },
      );
      // Chromium counts a document playwright hands over as from outside this machine, so it
      // refuses the page's images from the local shop API (a loopback address): errors, but not the policy's.
      const { page, errors } = await recordViolations(session);
      expect(await visit(page, errors, ["/", "/product/1", "/addcart"], true)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(true);
    } finally {
      await session.close();
    }
  }, 120_000);
});

describe("a deployed context's policy", () => {
  // The production build served as Netlify's page function would serve it in production: the
  // same stack's shop API, Netlify's CONTEXT, a secret of its own (never the local stack's).
  // Started with the file (productionServer, in its beforeAll): loading the functions takes it
  // some 18 s, two thirds of them waiting, which the Chromium pass above fills.
  let productionUrl = "";

  beforeAll(async () => {
    productionUrl = (await productionServer).baseUrl;
  }, 180_000);

  it("names no localhost address; the local stack's policy names its shop API and sandbox", async () => {
    for (const path of ["/", "/product/1", "/contact", "/addcart"]) {
      const deployed = await fetch(`${productionUrl}${path}`);
      const html = await deployed.text();
      expect(deployed.status, path).toBe(200);
      const policy = deployed.headers.get("content-security-policy") ?? "";
      expect(policy, path).not.toContain("localhost");
      expect(directive(policy, "img-src"), path).toBe("img-src 'self' data: blob: https:");
      expect(directive(policy, "connect-src"), path).toBe("connect-src 'self' https://api.stripe.com");
      expect(scriptsOutsidePolicy(html, policy), path).toEqual([]);

      const local = (await fetch(`${baseUrl}${path}`)).headers.get("content-security-policy") ?? "";
      expect(directive(local, "img-src"), path).toContain("http://localhost:*");
      expect(directive(local, "connect-src"), path).toContain("http://localhost:12111");
    }
  });
});

describe("a script that got into a page", () => {
  // A product whose description carries a script, on a copy of the build that writes the
  // description as raw HTML (tests/support/script-sink-build.ts): the escaping mistake the policy
  // is for. The policy holds the hashes of the scripts the server writes; this one is not among them.
  const INJECTED = "document.documentElement.dataset.injected = 'ran'";
  const description = `</script><script>${INJECTED}</script><p>`;
  let sinkServer: Awaited<ReturnType<typeof startFunctionsServer>> | undefined;
  let productId = 0;
  let restore = "";

  beforeAll(async () => {
    productId = (await allProducts(baseUrl))[0]?.id ?? 0;
    const [[row]] = (await executeSql(`SELECT description FROM products WHERE id = ${productId}`)) as [
      [{ description: string }],
    ];
    restore = row.description;
    await executeSql(`UPDATE products SET description = '${description.replace(/'/g, "''")}' WHERE id = ${productId}`);
    sinkServer = await startFunctionsServer({
      port: SINK_PORT,
      pages: scriptSinkBuild(servedBuildDir()),
      env: {
        SHOP_API_URL: inject("shopApiUrl"),
        IMAGE_HOST: inject("shopApiUrl"),
        SHOP_API_TOKEN: inject("shopApiToken"),
      },
    });
  }, 180_000);

  afterAll(async () => {
    await sinkServer?.stop();
    if (restore !== "")
      await executeSql(`UPDATE products SET description = '${restore.replace(/'/g, "''")}' WHERE id = ${productId}`);
  }, 60_000);

  it("is not in the policy, and Chromium refuses to run it", async () => {
    const url = `${sinkServer?.baseUrl}/product/${productId}`;
    const response = await fetch(url);
    const html = await response.text();
    // The copy's hole works: the script is in the HTML as an element.
    expect(html).toContain(`<script>${INJECTED}</script>`);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(scriptsOutsidePolicy(html, policy)).toEqual([INJECTED]);

    const session = await openBrowser();
    try {
      await session.context.addInitScript(() => {
        const seen: string[] = [];
        Object.defineProperty(window, "__policyViolations", { value: seen });
        document.addEventListener("securitypolicyviolation", (event) =>
          seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      // Playwright's own page: hydration is not what this waits for (the copy's server HTML is not the client's).
      const page = await session.context.newPage();
      await page.goto(url, { waitUntil: "load" });
      expect(await page.evaluate(() => document.documentElement.dataset.injected ?? null)).toBeNull();
      await page.waitForFunction(() =>
        (window as unknown as { __policyViolations: string[] }).__policyViolations.includes("script-src-elem inline"),
      );
    } finally {
      await session.close();
    }
  });
});

describe("the client's source maps", () => {
  const build = resolve(root, servedBuildDir());
  const filesUnder = (folder: string) => readdirSync(folder, { recursive: true, encoding: "utf8" });

  it("are not in the published folder (build/client), nor named by a file there, but kept in build/sourcemaps", () => {
    const published = filesUnder(join(build, "client"));
    expect(published.filter((file) => file.endsWith(".map"))).toEqual([]);
    const scripts = published.filter((file) => /\.(js|css)$/.test(file));
    expect(scripts.length).toBeGreaterThan(20);
    expect(
      scripts.filter((file) => readFileSync(join(build, "client", file), "utf8").includes("sourceMappingURL")),
    ).toEqual([]);
    // The artifact: the framework chunk's map (the one a stack trace or a size breakdown needs most).
    const framework = published.find((file) => /^assets[\\/]framework-[\w-]+\.js$/.test(file));
    expect(framework).toBeDefined();
    expect(existsSync(join(build, "sourcemaps", `${framework}.map`))).toBe(true);
  });

  it("are not served: a page's scripts and stylesheets name none, and asking for one finds nothing", async () => {
    const html = await (await fetch(`${baseUrl}/product/1`)).text();
    const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map(([asset]) => asset))];
    expect(assets.filter((asset) => asset.endsWith(".js")).length).toBeGreaterThan(5);
    for (const asset of assets) {
      const response = await fetch(`${baseUrl}${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("sourcemap") ?? response.headers.get("x-sourcemap"), asset).toBeNull();
      expect(await response.text(), asset).not.toContain("sourceMappingURL");
      const map = await fetch(`${baseUrl}${asset}.map`);
      expect(map.status, `${asset}.map`).toBe(404);
      expect(await map.text(), `${asset}.map`).not.toContain('"mappings"');
    }
  });
});
