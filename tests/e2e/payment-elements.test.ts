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
 *
 * A saved card's CVC (decision 061) goes into the stand-in's CardCvcElement, a plain input where
 * Stripe's is an iframe; its createToken("cvc_update", element) checks the field as Stripe.js does
 * (an incomplete CVC never leaves the browser), then makes the token where Stripe's servers would:
 * at the payment sandbox's POST /v1/tokens with the publishable key (from Node, through a binding).
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../../payment-sandbox/local-keys.mjs";
import { CheckoutTotalsSchema } from "@/domain/checkout";
import type { Product } from "@/domain/product";
import { registerCustomer, signInContext } from "../support/accounts";
import { openBrowser, type BrowserSession } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { sameOrigin } from "../support/api";
import { addAddress, isCardStart, ordersOf, putCart, recordedOrder, startedSecret } from "../support/checkout";
import { seriousAxeViolations } from "../support/page-checks";
import { fr } from "@/lib/i18n/catalogs/fr";
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
  elementsOptions: { clientSecret?: string; locale?: string }[];
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

  function createElement(type, options) {
    const handlers = {};
    let node = null;
    const element = {
      __type: type,
      __value: () => (node && type === "cardCvc" ? node.value : ""),
      mount(target) {
        const host = typeof target === "string" ? document.querySelector(target) : target;
        if (type === "cardCvc") {
          // Stripe's is an input in an iframe, named by Stripe.
          node = document.createElement("input");
          node.className = "fake-cvc-element";
          node.setAttribute("aria-label", "Credit or debit card CVC/CVV");
          node.inputMode = "numeric";
          node.disabled = Boolean(options && options.disabled);
        } else {
          node = document.createElement("p");
          node.className = "fake-payment-element";
          node.textContent = "Card details (Stripe Payment Element stand-in)";
        }
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
      update(changes) {
        if (node && type === "cardCvc" && changes && "disabled" in changes) node.disabled = Boolean(changes.disabled);
      },
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
      async createToken(type, element) {
        if (type !== "cvc_update" || !element || element.__type !== "cardCvc") return unused();
        const cvc = element.__value();
        // Stripe.js checks the field itself: an incomplete CVC is not sent to Stripe.
        if (!/^[0-9]{3,4}$/.test(cvc)) {
          return {
            error: { type: "validation_error", code: "incomplete_cvc", message: "Your card's security code is incomplete." },
          };
        }
        return window.fakeStripeCvcToken({ cvc });
      },
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

/**
 * How Stripe's servers answer the next createToken("cvc_update"): a token made at the sandbox, a
 * token the provider will not know when the shop's server confirms with it (expired, forged), or
 * an error.
 */
type NextToken = "made" | "unknown" | { error: { type: string; message: string } };

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

      await page.getByRole("radio", { name: "Online payment (Stripe)" }).check();
      await page.locator(".fake-payment-element").waitFor(POLL);
      const clientSecret = await startedSecret(page, page.url());
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

  it(
    "a saved card is offered first; its CVC typed in CardCvcElement pays through createToken's cvc_update token, once, the server's amount; createToken's errors in SPEC's words in both languages",
    async () => {
      const baseUrl = site.url;
      // A session of its own: its customer's cookie, whatever ran before.
      const session = await openBrowser();
      const { page, errors } = await session.newPage();
      await page.route("https://js.stripe.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_STRIPE_JS }),
      );
      await page.exposeBinding("fakeStripeConfirm", (_source, confirmation: Confirmation) =>
        confirmAsStripe(confirmation.clientSecret, { paymentMethod: "pm_card_visa" }),
      );
      let nextToken: NextToken = "made";
      const typedCvcs: string[] = [];
      await page.exposeBinding("fakeStripeCvcToken", (_source, { cvc }: { cvc: string }) => {
        typedCvcs.push(cvc);
        return tokenAsStripe(nextToken);
      });

      await signInContext(page, baseUrl, await registerCustomer(baseUrl));
      const address = await addAddress(page, baseUrl, "Ontario");
      const [first, second, third] = (await allProducts(baseUrl))
        .filter((product) => product.stock >= 20)
        .sort(() => Math.random() - 0.5) as [Product, Product, Product];
      const checkout = (product: Product) => `?addressId=${address.id}&items=${product.id}`;

      // A first purchase keeps the card ("Save this card for next time", then the Payment Element).
      await putCart(page, baseUrl, [{ id: first.id, unit: 1 }]);
      await page.goto(`${baseUrl}/paymentpage${checkout(first)}`);
      await page.getByRole("radio", { name: "Online payment (Stripe)" }).check();
      await page.locator(".fake-payment-element").waitFor(POLL);
      const saving = page.waitForResponse((response) => isCardStart(response.request()));
      await page.getByRole("checkbox", { name: "Save this card for next time" }).check();
      await saving;
      await page.locator(".fake-payment-element").waitFor(POLL);
      await page.getByRole("button", { name: "Pay now" }).click();
      await page.getByRole("heading", { level: 1, name: "Payment succeeded!" }).waitFor(POLL);
      const firstIntent = new URL(page.url()).searchParams.get("payment_intent") ?? "";
      await recordedOrder(page, baseUrl, firstIntent);
      const { customer } = await sandbox<{ customer: string }>(`/v1/payment_intents/${firstIntent}`);

      // The next purchase: the saved card first and selected, its CVC in Stripe's field, no card form.
      await putCart(page, baseUrl, [{ id: second.id, unit: 1 }]);
      // What the server charges for this checkout (read now: the order empties the cart).
      const totals = await page.request.post(`${baseUrl}/api/checkout/totals`, {
        headers: sameOrigin(baseUrl),
        data: { addressId: address.id, items: [second.id] },
      });
      const { total } = v.parse(CheckoutTotalsSchema, await totals.json());
      await page.goto(`${baseUrl}/paymentpage${checkout(second)}`);
      await page.getByRole("radio", { name: "Online payment (Stripe)" }).check();
      const savedCard = page.getByRole("radio", { name: /^Visa ending in 4242/ });
      await savedCard.waitFor(POLL);
      expect(await savedCard.isChecked()).toBe(true);
      const cvc = page.getByRole("textbox", { name: "Credit or debit card CVC/CVV" });
      await cvc.waitFor(POLL);
      await page.getByText("Security code (CVC) of the Visa ending in 4242").waitFor();
      expect(await page.locator(".fake-payment-element").count()).toBe(0);
      expect(await page.getByRole("checkbox", { name: "Save this card for next time" }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const pay = page.getByRole("button", { name: "Pay with this card" });
      // Stripe.js's own check: an empty field is not sent to Stripe.
      await pay.click();
      await savedCardAlert(page, "Your card's security code is incomplete.");
      expect(typedCvcs).toEqual([]);
      // An error that is not the card's: SPEC.md section 8's one sentence.
      await cvc.fill("123");
      nextToken = { error: { type: "api_error", message: "Internal details the shopper need not see." } };
      await pay.click();
      await savedCardAlert(page, "An unexpected error occurred.");
      // A token the provider refuses when the shop's server confirms with it.
      nextToken = "unknown";
      await pay.click();
      await savedCardAlert(page, "Please enter the card's security code (CVC) again.");
      expect(await ordersOf(page, baseUrl)).toHaveLength(1);

      nextToken = "made";
      await pay.click();
      await page.waitForURL((url) => url.pathname === "/complete", POLL);
      await page.getByRole("heading", { level: 1, name: "Payment succeeded!" }).waitFor(POLL);
      const secondIntent = new URL(page.url()).searchParams.get("payment_intent") ?? "";
      const order = await recordedOrder(page, baseUrl, secondIntent);
      expect((await ordersOf(page, baseUrl)).filter((paid) => paid.paymentReference === secondIntent)).toHaveLength(1);
      const paid = await sandbox<{ amount: number; customer: string; status: string }>(
        `/v1/payment_intents/${secondIntent}`,
      );
      expect({ amount: paid.amount, customer: paid.customer, order: order.total }).toEqual({
        amount: total,
        customer,
        order: total,
      });
      expect(typedCvcs).toEqual(["123", "123", "123"]);

      // In French, at 375 px: Elements in the page's language, createToken's errors in French.
      await page.setViewportSize({ width: 375, height: 800 });
      await putCart(page, baseUrl, [{ id: third.id, unit: 1 }]);
      await page.goto(`${baseUrl}/fr/paymentpage${checkout(third)}`);
      await page.getByRole("radio", { name: fr["payment.optionStripe"] }).check();
      await page.getByRole("textbox", { name: "Credit or debit card CVC/CVV" }).waitFor(POLL);
      expect(await page.getByRole("radio", { name: /4242/ }).first().isChecked()).toBe(true);
      const log = (await page.evaluate("window.__fakeStripeLog")) as FakeStripeLog;
      expect(log.elementsOptions).toEqual([{ locale: "fr-CA" }]);
      expect(log.created).toEqual(["cardCvc"]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const payFr = page.getByRole("button", { name: fr["cards.paySaved"] });
      await payFr.click();
      await savedCardAlert(page, fr["cvc.incomplete"]);
      await page.getByRole("textbox", { name: "Credit or debit card CVC/CVV" }).fill("123");
      nextToken = "unknown";
      await payFr.click();
      await savedCardAlert(page, fr["cards2.cvcAgain"]);
      // Chromium logs each refused token's answer (400 cvc_again, as designed), nothing else: the
      // post to the payment page's own action, in its language.
      expect(errors).toEqual(
        [`/paymentpage.data${checkout(second)}`, `/fr/paymentpage.data${checkout(third)}`].map(
          (action) =>
            `console: Failed to load resource: the server responded with a status of 400 (Bad Request) (${baseUrl}${action})`,
        ),
      );
      await session.close();
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

/** What Stripe's servers do on createToken("cvc_update"): the token at the provider, with the publishable key. */
async function tokenAsStripe(next: NextToken): Promise<{ token: { id: string } } | { error: unknown }> {
  if (typeof next === "object") return { error: next.error };
  if (next === "unknown") return { token: { id: `cvctok_${randomUUID().replaceAll("-", "")}` } };
  const response = await fetch(`${sandboxUrl}/v1/tokens`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ key: LOCAL_PUBLISHABLE_KEY, "cvc_update[cvc]": "123" }).toString(),
  });
  const body = (await response.json()) as { id?: string; error?: unknown };
  return body.error ? { error: body.error } : { token: { id: body.id ?? "" } };
}

/** The sandbox, asked as the shop's server asks it (secret key). */
async function sandbox<T>(path: string): Promise<T> {
  const response = await fetch(`${sandboxUrl}${path}`, { headers: { Authorization: `Bearer ${LOCAL_SECRET_KEY}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Waits for the saved-card form to show `message` (each step's answer differs from the one before). */
async function savedCardAlert(page: Page, message: string): Promise<void> {
  const alerts = page.locator(".saved-card-choice [role=alert]");
  await expect.poll(async () => (await alerts.allInnerTexts()).join(" | "), POLL).toBe(message);
}
