// Customers and the PaymentMethods saved to them: what a wallet of saved cards needs (create,
// retrieve and delete a Customer, set its default card; list, attach and detach its PaymentMethods).

import { invalidRequest, requireSecretKey, unknownParam } from "./errors.mjs";
import { newId, nowSeconds } from "./ids.mjs";
import { applyMetadata, readInteger, readOptionalString } from "./params.mjs";

const CUSTOMER_PARAMS = new Set(["description", "email", "invoice_settings", "metadata", "name", "phone"]);
// Parameters that steer the request rather than describe the Customer.
const IGNORED_PARAMS = new Set(["expand"]);

export const noSuchCustomer = (id, param = "id") =>
  invalidRequest(`No such customer: '${id}'`, { status: 404, code: "resource_missing", param });

/** The Customers by id, and the handlers of /v1/customers and /v1/payment_methods. */
export function createCustomerHandlers({ paymentMethods }) {
  /** @type {Map<string, any>} */
  const customers = new Map();

  /** A Customer that exists and is not deleted: a deleted one can only be retrieved, as on Stripe. */
  function find(id, param) {
    const customer = customers.get(id);
    if (!customer || customer.deleted) throw noSuchCustomer(id, param);
    return customer;
  }

  /** invoice_settings[default_payment_method]: only one of the Customer's own PaymentMethods. */
  function applyCustomerParams(customer, params) {
    for (const key of Object.keys(params)) {
      if (!CUSTOMER_PARAMS.has(key) && !IGNORED_PARAMS.has(key)) throw unknownParam(key);
    }
    for (const key of ["description", "email", "name", "phone"]) {
      const value = readOptionalString(params[key], key);
      if (value !== undefined) customer[key] = value;
    }
    customer.metadata = applyMetadata(customer.metadata, params.metadata);
    const settings = params.invoice_settings;
    if (settings === undefined) return;
    if (typeof settings !== "object" || settings === null) {
      throw invalidRequest("invoice_settings must be a hash.", { param: "invoice_settings" });
    }
    for (const key of Object.keys(settings)) {
      if (key !== "default_payment_method") throw unknownParam(`invoice_settings[${key}]`);
    }
    const pmId = readOptionalString(settings.default_payment_method, "invoice_settings[default_payment_method]");
    if (pmId === undefined) return;
    if (pmId !== null && paymentMethods.get(pmId)?.method.customer !== customer.id) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
        { param: "invoice_settings[default_payment_method]", code: "resource_missing" },
      );
    }
    customer.invoice_settings.default_payment_method = pmId;
  }

  function createCustomer(ctx) {
    requireSecretKey(ctx.auth);
    const id = newId("cus");
    const customer = {
      id,
      object: "customer",
      address: null,
      balance: 0,
      created: nowSeconds(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: null,
      invoice_prefix: id.slice(4, 12).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: {},
      name: null,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: "none",
      test_clock: null,
    };
    applyCustomerParams(customer, ctx.params);
    customers.set(id, customer);
    return { status: 200, body: structuredClone(customer) };
  }

  function retrieveCustomer(ctx, id) {
    requireSecretKey(ctx.auth);
    const customer = customers.get(id);
    if (!customer) throw noSuchCustomer(id);
    return { status: 200, body: structuredClone(customer) };
  }

  /**
   * DELETE /v1/customers/:id: for good, as on Stripe, whose deletion "removes all credit card
   * details": its cards are detached (they can pay no more), and what is left answers
   * `{ id, object, deleted: true }`, to a retrieve too. A second delete is a 404.
   */
  function deleteCustomer(ctx, id) {
    requireSecretKey(ctx.auth);
    find(id);
    for (const method of paymentMethods.ofCustomer(id)) paymentMethods.detach(method.id);
    const deleted = { id, object: "customer", deleted: true };
    customers.set(id, deleted);
    return { status: 200, body: structuredClone(deleted) };
  }

  function updateCustomer(ctx, id) {
    requireSecretKey(ctx.auth);
    const customer = structuredClone(find(id));
    applyCustomerParams(customer, ctx.params);
    customers.set(id, customer);
    return { status: 200, body: structuredClone(customer) };
  }

  /** A list page as Stripe answers one: newest first, `limit` (1 to 100, default 10) long. */
  function listPaymentMethods(ctx, customerId, url) {
    requireSecretKey(ctx.auth);
    const { params } = ctx;
    if (customerId === undefined) {
      customerId = readOptionalString(params.customer, "customer") ?? undefined;
      // Listing without a Customer is for Treasury on Stripe: the sandbox has none.
      if (customerId === undefined) {
        throw invalidRequest("The payment sandbox lists PaymentMethods of one Customer: pass customer.", {
          param: "customer",
        });
      }
    }
    find(customerId, "customer");
    if (params.type !== undefined && params.type !== "card") {
      throw invalidRequest(`The payment sandbox only simulates card payments, not ${String(params.type)}.`, {
        param: "type",
      });
    }
    const limit = params.limit === undefined ? 10 : readInteger(params.limit, "limit");
    if (limit < 1 || limit > 100) {
      throw invalidRequest("This value must be between 1 and 100.", { param: "limit" });
    }
    const all = paymentMethods.ofCustomer(customerId);
    return {
      status: 200,
      body: { object: "list", data: all.slice(0, limit), has_more: all.length > limit, url },
    };
  }

  function retrievePaymentMethod(ctx, id) {
    requireSecretKey(ctx.auth);
    return { status: 200, body: structuredClone(paymentMethods.find(id).method) };
  }

  function attachPaymentMethod(ctx, id) {
    requireSecretKey(ctx.auth);
    const customerId = readOptionalString(ctx.params.customer, "customer");
    if (!customerId) {
      throw invalidRequest("Missing required param: customer.", { param: "customer", code: "parameter_missing" });
    }
    find(customerId, "customer");
    return { status: 200, body: structuredClone(paymentMethods.attach(id, customerId).method) };
  }

  function detachPaymentMethod(ctx, id) {
    requireSecretKey(ctx.auth);
    const previous = paymentMethods.find(id).method.customer;
    const detached = paymentMethods.detach(id);
    // A detached card can be no one's default, as on Stripe.
    const owner = previous ? customers.get(previous) : undefined;
    if (owner?.invoice_settings.default_payment_method === id) owner.invoice_settings.default_payment_method = null;
    return { status: 200, body: structuredClone(detached.method) };
  }

  return {
    exists: (id) => customers.has(id) && !customers.get(id).deleted,
    createCustomer,
    retrieveCustomer,
    deleteCustomer,
    updateCustomer,
    listPaymentMethods,
    retrievePaymentMethod,
    attachPaymentMethod,
    detachPaymentMethod,
  };
}
