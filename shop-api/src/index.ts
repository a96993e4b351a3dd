// The reference shop API: SPEC.md section 7 plus the extensions listed in shop-api/README.md.
// Every error is JSON {status: 'false', message} with a 4xx (or a bare 500 message): never a stack.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv, Bindings } from "./env";
import { ApiError, errorBody } from "./lib/http";
import { requireServiceToken } from "./lib/auth";
import { retryingDatabase } from "./lib/locked-retry";
import { account } from "./routes/account";
import { addresses } from "./routes/addresses";
import { cart } from "./routes/cart";
import { catalogue } from "./routes/catalogue";
import { catalogueSearch } from "./routes/catalogue-search";
import { customerContact } from "./routes/customer-contact";
import { checkout } from "./routes/checkout";
import { customerData } from "./routes/customer-data";
import { consents } from "./routes/consents";
import { paymentCustomers } from "./routes/payment-customers";
import { customers } from "./routes/customers";
import { fulfilment } from "./routes/fulfilment";
import { guests } from "./routes/guests";
import { guestLinks } from "./routes/guest-links";
import { identity } from "./routes/identity";
import { orders } from "./routes/orders";
import { outbox } from "./routes/outbox";
import { passwordResets } from "./routes/password-resets";
import { returns } from "./routes/returns";
import { retention } from "./routes/retention";
import { reviews } from "./routes/reviews";
import { stockAlerts } from "./routes/stock-alerts";
import { taxes } from "./routes/taxes";
import { wishlists } from "./routes/wishlists";

const app = new Hono<AppEnv>();

app.onError((error, c) => {
  if (error instanceof ApiError) return c.json(errorBody(error.message), error.status);
  if (error instanceof HTTPException) {
    return c.json(errorBody(error.message || "Request refused."), error.status);
  }
  console.error("shop-api: unhandled error", c.req.method, c.req.path, error);
  return c.json(errorBody("Internal server error."), 500);
});

app.notFound((c) => c.json(errorBody("Not found"), 404));

// A call's body is read before anything answers it, even a refusal: the static-assets router in
// front of the Worker (the supplier's pictures, wrangler.jsonc) reset the connection, locally,
// when a POST was answered with its body unread, and the client's next call on it failed. Hono
// keeps what was read, so readJson reads the same text again.
app.use("*", async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") await c.req.text();
  await next();
});

// Service authentication on /api/*: public catalogue reads are open, everything else needs the
// bearer token (src/lib/auth.ts).
app.use("/api/*", requireServiceToken);

app.get("/", (c) => c.json({ status: "true", message: "shop-api is running." }));

for (const routes of [
  customers,
  catalogue,
  catalogueSearch,
  taxes,
  addresses,
  cart,
  checkout,
  orders,
  fulfilment,
  outbox,
  passwordResets,
  reviews,
  returns,
  wishlists,
  stockAlerts,
  customerData,
  consents,
  guests,
  customerContact,
  retention,
  account,
  paymentCustomers,
  guestLinks,
  identity,
])
  app.route("/api", routes);

export default {
  fetch: (request: Request, env: Bindings, context: ExecutionContext) =>
    app.fetch(request, env.D1_SHARED_FILE === "1" ? { ...env, DB: retryingDatabase(env.DB) } : env, context),
} satisfies ExportedHandler<Bindings>;
