// The shop API unreachable (a second functions server whose SHOP_API_URL is a closed port): every
// route that needs it answers 502 with the JSON error envelope, never cached, never a stack trace,
// and the webhook's 502 makes Stripe deliver the event again. The pages in that state are the
// browser suite's (tests/e2e/shop-api-down.test.ts), which has a production build to serve.
import { beforeAll, describe, expect, it } from "vitest";
import { call, DEMO } from "./client";
import {
  cookieFor,
  CUSTOMER_ROUTES,
  deliverWebhook,
  downUrl,
  eventBody,
  expectError,
  sandboxStripe,
  signToken,
  stripeSignature,
  type CustomerRoute,
} from "./helpers";

let cookie: string;

beforeAll(async () => {
  // No sign-in is possible here (the shop API is down): a token signed like the functions sign them.
  cookie = cookieFor(await signToken({ sub: String(DEMO.id), name: DEMO.name }));
});

function expectUpstreamDown(result: Awaited<ReturnType<typeof call>>, what: string) {
  const error = expectError(result, 502);
  expect(error.code, what).toBe("upstream_unavailable");
  expect(error.message, what).toMatch(/shop API could not be reached/);
  // An outage is never cached, not even on the CDN-cached catalogue routes.
  expect(result.headers.get("cache-control"), what).toBe("private, no-store");
  expect(result.headers.get("netlify-cdn-cache-control"), what).toBeNull();
  expect(result.headers.getSetCookie(), what).toEqual([]);
}

describe("shop API down", () => {
  it("the session cookie is valid on this site (routes that need no shop API still work)", async () => {
    const session = await call("GET", "/api/session", { site: downUrl, cookie });
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ user: { id: DEMO.id, name: DEMO.name } });
    // Sign-out needs no shop API either (a token of its own: sign-out revokes the one it is given).
    const leaving = cookieFor(await signToken({ sub: String(DEMO.id), name: DEMO.name }));
    const signOut = await call("DELETE", "/api/session", { site: downUrl, cookie: leaving });
    expect(signOut.status).toBe(200);
    expect((await call("GET", "/api/session", { site: downUrl, cookie: leaving })).body).toEqual({ user: null });
  });

  it("every catalogue route is 502", async () => {
    const paths = [
      "/api/logo",
      "/api/categories",
      "/api/header-groups",
      "/api/tax-rates",
      "/api/products",
      "/api/products?subcat=1&min=10&max=500",
      "/api/products/1",
    ];
    const answers = await Promise.all(paths.map((path) => call("GET", path, { site: downUrl })));
    answers.forEach((result, index) => expectUpstreamDown(result, paths[index] ?? ""));
  });

  it("sign-in and registration are 502 (a wrong password cannot be told from an outage)", async () => {
    expectUpstreamDown(
      await call("POST", "/api/session", { site: downUrl, body: { email: DEMO.email, password: DEMO.password } }),
      "sign-in",
    );
    expectUpstreamDown(
      await call("POST", "/api/session", { site: downUrl, body: { email: DEMO.email, password: "Wrong1234" } }),
      "wrong sign-in",
    );
    expectUpstreamDown(
      await call("POST", "/api/customers", {
        site: downUrl,
        body: {
          firstname: "Down",
          lastname: "Test",
          email: "down@shop.test",
          mobileno: "4165550100",
          password: "GoodPass123",
        },
      }),
      "register",
    );
  });

  it("every customer route is 502 with a valid session", async () => {
    const routes: CustomerRoute[] = [...CUSTOMER_ROUTES, ["PUT", "/api/cart", { items: [{ id: 1, unit: 1 }] }]];
    const answers = await Promise.all(
      routes.map(([method, path, body]) => call(method, path, { site: downUrl, cookie, body })),
    );
    answers.forEach((result, index) => expectUpstreamDown(result, routes[index]?.slice(0, 2).join(" ") ?? ""));
  });

  it("requests that are refused before the shop API is needed keep their own answers", async () => {
    expectError(await call("GET", "/api/cart", { site: downUrl }), 401, "unauthenticated");
    expectError(
      await call("PUT", "/api/cart", { site: downUrl, cookie, origin: "http://evil.test", body: { items: [] } }),
      403,
      "cross_origin",
    );
    expectError(await call("PUT", "/api/cart", { site: downUrl, cookie, rawBody: "{" }), 400, "invalid_json");
    expectError(await call("GET", "/api/products?pageSize=49", { site: downUrl }), 400, "validation_failed");
  });

  it("the webhook answers 502 to a valid payment_intent.succeeded so that Stripe retries; bad signatures are still 400", async () => {
    const stripe = sandboxStripe();
    // Paid at the sandbox without the shop's metadata (the main stack's webhook leaves it alone),
    // then given it: the webhook reads the intent back, so it must really be paid.
    const paid = await stripe.paymentIntents.create({
      amount: 113_000,
      currency: "inr",
      payment_method: "pm_card_visa",
      confirm: true,
    });
    expect(paid.status).toBe("succeeded");
    const intent = await stripe.paymentIntents.update(paid.id, {
      metadata: {
        customer_id: "1",
        address_id: "1",
        province: "Ontario",
        subtotal_paise: "100000",
        hst_paise: "13000",
        pst_paise: "0",
        total_paise: "113000",
        item_chunks: "1",
        items_0: "1:1:Free%20Size:Ivory",
      },
    });
    const body = eventBody("payment_intent.succeeded", intent);
    expectUpstreamDown(await deliverWebhook(body, stripeSignature(body), downUrl), "webhook");
    expectError(await deliverWebhook(body, stripeSignature(body, "whsec_wrong"), downUrl), 400, "signature_invalid");
    // Events it does not act on need no shop API.
    const other = eventBody("payment_intent.canceled", { ...intent, status: "canceled" });
    expect((await deliverWebhook(other, stripeSignature(other), downUrl)).status).toBe(200);
  });

  it("an authorised payment is neither captured nor canceled while the shop API is down: 502, so that Stripe retries", async () => {
    const stripe = sandboxStripe();
    // Authorised at the sandbox without the shop's metadata, so the main stack's webhook leaves it alone.
    const authorised = await stripe.paymentIntents.create({
      amount: 113_000,
      currency: "inr",
      capture_method: "manual",
      payment_method: "pm_card_visa",
      confirm: true,
    });
    expect(authorised.status).toBe("requires_capture");
    const ours = await stripe.paymentIntents.update(authorised.id, {
      metadata: {
        customer_id: "1",
        address_id: "1",
        province: "Ontario",
        subtotal_paise: "100000",
        hst_paise: "13000",
        pst_paise: "0",
        total_paise: "113000",
        item_chunks: "1",
        items_0: "1:1:Free%20Size:Ivory",
      },
    });
    const body = eventBody("payment_intent.amount_capturable_updated", ours);
    expectUpstreamDown(await deliverWebhook(body, stripeSignature(body), downUrl), "capturable webhook");
    expect(await stripe.paymentIntents.retrieve(authorised.id)).toMatchObject({
      status: "requires_capture",
      amount_capturable: 113_000,
      amount_received: 0,
    });
    await stripe.paymentIntents.cancel(authorised.id);
  });
});
