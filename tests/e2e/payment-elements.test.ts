/**
 * The Stripe Elements path of /paymentpage (DESIGN.md "Payments": with a publishable key, Stripe
 * Elements and Stripe.js, confirmPayment returning to /complete), in a production build made with
 * a publishable key and served beside the stack (tests/support/elements-site.ts).
 *
 * Nothing leaves the machine: js.stripe.com is answered by a small stand-in for Stripe.js that
 * does what @stripe/stripe-js and @stripe/react-stripe-js need (loadStripe finds window.Stripe
 * once the script it injected loads; Elements checks for elements, createToken,
 * createPaymentMethod and confirmCardPayment; the Payment Element is created, mounted, listened
 * to and destroyed). Its confirmPayment does what Stripe's servers would: it confirms the intent
 * at the payment sandbox with the secret key (from Node, through a binding), then either answers
 * the error or sends the browser to return_url with the query Stripe appends.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LOCAL_SECRET_KEY } from "../../payment-sandbox/local-keys.mjs";
import { PaymentIntentResponseSchema } from "@/domain/checkout";
import type { Product } from "@/domain/product";
import { registerCustomer, signInContext } from "../support/accounts";
import { openBrowser, type BrowserSession } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { addAddress, ordersOf, putCart, recordedOrder } from "../support/checkout";
import { ELEMENTS_PUBLISHABLE_KEY, startElementsSite, type ElementsSite } from "../support/elements-site";

const shopApiUrl = inject("shopApiUrl");
const shopApiToken = inject("shopApiToken");
const sandboxUrl = inject("sandboxUrl");
const TEST_TIMEOUT_MS = 180_000;
const POLL = { timeout: 20_000 };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** What the stand-in recorded, read back from the page. */
interface FakeStripeLog {
  keys: string[];
  elementsOptions: { clientSecret?: string }[];
  created: string[];
  mounted: string[];
}

/**
 * Stripe.js as far as this app uses it. `version` is the release train @stripe/stripe-js 10
 * expects ("endive"), so loadStripe accepts it without a warning.
 */
const FAKE_STRIPE_JS = String.raw`
(() => {
  const log = { keys: [], elementsOptions: [], created: [], mounted: [] };
  window.__fakeStripeLog = log;

  function createElement(type) {
    const handlers = {};
    let node = null;
    const element = {
      mount(target) {
        const host = typeof target === "string" ? document.querySelector(target) : target;
        node = document.createElement("p");
        node.className = "fake-payment-element";
        node.textContent = "Card details (Stripe Payment Element stand-in)";
        host.appendChild(node);
        log.mounted.push(type);
        setTimeout(() => (handlers.ready || []).forEach((handler) => handler({ elementType: type })), 0);
      },
      on(event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        return element;
      },
      off(event, handler) {
        handlers[event] = (handlers[event] || []).filter((known) => known !== handler);
        return element;
      },
      update() {},
      focus() {},
      blur() {},
      clear() {},
      unmount() {
        if (node) node.remove();
      },
      destroy() {
        if (node) node.remove();
        node = null;
      },
    };
    return element;
  }

  function Stripe(key) {
    log.keys.push(key);
    let elements = null;
    let clientSecret = null;
    const unused = () => Promise.reject(new Error("not part of the stand-in"));
    return {
      elements(options) {
        log.elementsOptions.push(options || {});
        clientSecret = (options && options.clientSecret) || null;
        const created = {};
        elements = {
          create(type, elementOptions) {
            log.created.push(type);
            created[type] = createElement(type, elementOptions);
            return created[type];
          },
          getElement(type) {
            return created[type] || null;
          },
          update() {},
          submit: () => Promise.resolve({}),
          fetchUpdates: () => Promise.resolve({}),
        };
        return elements;
      },
      createToken: unused,
      createPaymentMethod: unused,
      confirmCardPayment: unused,
      async confirmPayment(params) {
        const returnUrl = (params.confirmParams && params.confirmParams.return_url) || null;
        const outcome = await window.fakeStripeConfirm({ clientSecret, returnUrl, withElements: params.elements === elements });
        if (outcome.error) return { error: outcome.error };
        const query = new URLSearchParams({
          payment_intent: outcome.id,
          payment_intent_client_secret: clientSecret,
          // An authorised payment (manual capture) redirects as succeeded, as Stripe.js does.
          redirect_status: outcome.status === "succeeded" || outcome.status === "requires_capture" ? "succeeded" : "failed",
        });
        window.location.assign(returnUrl + "?" + query.toString());
        return new Promise(() => {});
      },
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
`;

/** What the stand-in's confirmPayment hands to Node. */
interface Confirmation {
  clientSecret: string;
  returnUrl: string | null;
  withElements: boolean;
}

/** How Stripe's servers answer the next confirmation. */
type NextOutcome = { paymentMethod: string } | { error: { type: string; code?: string; message: string } };

describe("payment page with Stripe Elements (Stripe.js stood in for)", () => {
  let site: ElementsSite;
  let browser: BrowserSession;

  beforeAll(async () => {
    site = await startElementsSite({ shopApiUrl, shopApiToken, sandboxUrl });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it(
    "mounts the Payment Element with the intent's client secret and the build's key; errors are shown; a confirmation returns to /complete",
    async () => {
      const baseUrl = site.url;
      const { page, errors } = await browser.newPage();
      const foreignHosts = new Set<string>();
      page.on("request", (request) => {
        const { hostname } = new URL(request.url());
        if (!LOCAL_HOSTS.has(hostname)) foreignHosts.add(hostname);
      });
      await page.route("https://js.stripe.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_STRIPE_JS }),
      );

      let next: NextOutcome = { paymentMethod: "pm_card_visa" };
      const confirmations: Confirmation[] = [];
      await page.exposeBinding("fakeStripeConfirm", async (_source, confirmation: Confirmation) => {
        confirmations.push(confirmation);
        return confirmAsStripe(confirmation.clientSecret, next);
      });

      const customer = await registerCustomer(baseUrl);
      await signInContext(page, baseUrl, customer);
      const address = await addAddress(page, baseUrl, "British Columbia");
      const products = (await allProducts(baseUrl)).filter((product) => product.stock >= 20);
      const product = products[Math.floor(Math.random() * products.length)] as Product;
      await putCart(page, baseUrl, [{ id: product.id, unit: 1 }]);

      await page.goto(`${baseUrl}/paymentpage?addressId=${address.id}&items=${product.id}`);
      await page.getByRole("heading", { level: 1, name: "Payment" }).waitFor();
      // Stripe.js is not loaded before the shopper chooses to pay by card.
      await page.getByRole("radio", { name: "Online payment (Stripe)" }).waitFor(POLL);
      expect(await page.locator('script[src^="https://js.stripe.com"]').count()).toBe(0);

      const created = page.waitForResponse((response) => new URL(response.url()).pathname === "/create-payment-intent");
      await page.getByRole("radio", { name: "Online payment (Stripe)" }).check();
      const { clientSecret } = v.parse(PaymentIntentResponseSchema, await (await created).json());
      await page.locator(".fake-payment-element").waitFor(POLL);
      expect(await page.locator('script[src="https://js.stripe.com/endive/stripe.js"]').count()).toBe(1);
      // The test-mode form is not in this build.
      expect(await page.getByLabel("Card number").count()).toBe(0);
      expect(await page.getByText("Test mode").count()).toBe(0);

      const log = async () => (await page.evaluate("window.__fakeStripeLog")) as FakeStripeLog;
      expect(await log()).toMatchObject({
        keys: [ELEMENTS_PUBLISHABLE_KEY],
        elementsOptions: [{ clientSecret }],
        created: ["payment"],
        mounted: ["payment"],
      });

      // A card error from the provider: its message, and the shopper stays to try again.
      next = { paymentMethod: "pm_card_chargeDeclined" };
      await page.getByRole("button", { name: "Pay now" }).click();
      const message = page.locator(".pay-controls [role=alert] p");
      await message.waitFor(POLL);
      expect(await message.innerText()).toBe("Your card was declined.");
      expect(new URL(page.url()).pathname).toBe("/paymentpage");

      // Any other kind of error: the one generic sentence of SPEC.md section 8.
      next = { error: { type: "api_error", message: "Internal details the shopper need not see." } };
      await page.getByRole("button", { name: "Pay now" }).click();
      await expect.poll(() => message.innerText(), POLL).toBe("An unexpected error occurred.");
      expect(await ordersOf(page, baseUrl)).toEqual([]);

      next = { paymentMethod: "pm_card_visa" };
      await page.getByRole("button", { name: "Pay now" }).click();
      await page.waitForURL((url) => url.pathname === "/complete", POLL);
      await page.getByRole("heading", { level: 1, name: "Payment succeeded!" }).waitFor(POLL);

      const intentId = clientSecret.split("_secret_")[0] ?? "";
      const query = new URL(page.url()).searchParams;
      expect(query.get("payment_intent")).toBe(intentId);
      expect(query.get("payment_intent_client_secret")).toBe(clientSecret);
      expect(await page.getByRole("link", { name: "View order confirmation" }).getAttribute("href")).toBe(
        `/order-confirmation?payment_intent=${intentId}`,
      );
      await recordedOrder(page, baseUrl, intentId);

      // Each Pay now confirmed once, with the mounted Elements and the return_url of the contract.
      expect(confirmations).toEqual(
        Array.from({ length: 3 }, () => ({ clientSecret, returnUrl: `${baseUrl}/complete`, withElements: true })),
      );
      expect([...foreignHosts]).toEqual(["js.stripe.com"]);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});

/** What Stripe's servers do on confirmPayment: the confirmation at the provider, with the secret key. */
async function confirmAsStripe(
  clientSecret: string,
  next: NextOutcome,
): Promise<{ id: string; status: string } | { error: unknown }> {
  if ("error" in next) return { error: next.error };
  const intentId = clientSecret.split("_secret_")[0] ?? "";
  const response = await fetch(`${sandboxUrl}/v1/payment_intents/${intentId}/confirm`, {
    method: "POST",
    headers: { Authorization: `Bearer ${LOCAL_SECRET_KEY}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ payment_method: next.paymentMethod }).toString(),
  });
  const body = (await response.json()) as {
    id?: string;
    status?: string;
    error?: { type: string; code?: string; message: string };
  };
  if (body.error) return { error: { type: body.error.type, code: body.error.code, message: body.error.message } };
  return { id: body.id ?? intentId, status: body.status ?? "" };
}
