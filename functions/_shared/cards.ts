/**
 * Saved cards (issue 43, decision 054). The provider keeps the cards on a Customer of its own; the
 * shop keeps only that Customer's id (shop API, migration 0027). Every card a request names is
 * checked to be attached to the asking customer's Customer before it is listed, used or removed.
 */
import Stripe from "stripe";
import * as v from "valibot";
import { CheckoutBodySchema } from "@domain/checkout";
import { localizedPath } from "@domain/locale";
import {
  CVC_AGAIN,
  CvcTokenSchema,
  PaymentMethodIdSchema,
  type SavedCard,
  type SavedCardPayment,
} from "@domain/saved-cards";
import { priceCheckout } from "./checkout";
import { cartPaidAlready, createCheckoutIntent, getStripe, paymentProviderError } from "./payments";
import { HttpError } from "./http";
import type { CustomerServiceContext } from "./service";
import type { ShopApiClient } from "./shop-api-client";
import type { OwedPaymentCustomer } from "./shop-api/payment-customers";

const CARD_NOT_FOUND = "This saved card was not found.";

/**
 * The customer's provider Customer, created on first need. The creation's idempotency key is the
 * customer's, so retries and concurrent first payments get the same Customer from the provider;
 * the shop API keeps the first id stored, and everyone goes on with that one.
 */
export async function ensurePaymentCustomer(shopApi: ShopApiClient, customerId: number): Promise<string> {
  const known = await shopApi.getPaymentCustomer(customerId);
  if (known) return known;
  const created = await getStripe().customers.create(
    { metadata: { shop_customer_id: String(customerId) } },
    { idempotencyKey: `payment-customer-${customerId}` },
  );
  return shopApi.setPaymentCustomer(customerId, created.id);
}

/** The customer's saved cards, default first; none before the first saved card. */
export async function listSavedCards(shopApi: ShopApiClient, customerId: number): Promise<SavedCard[]> {
  const providerCustomer = await shopApi.getPaymentCustomer(customerId);
  if (!providerCustomer) return [];
  const stripe = getStripe();
  const [methods, owner] = await Promise.all([
    stripe.paymentMethods.list({ customer: providerCustomer, type: "card", limit: 100 }),
    stripe.customers.retrieve(providerCustomer),
  ]);
  const defaultId = owner.deleted ? null : defaultMethodId(owner);
  const cards = methods.data.flatMap((method) =>
    method.card
      ? [
          {
            id: method.id,
            brand: method.card.brand,
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
            isDefault: method.id === defaultId,
          },
        ]
      : [],
  );
  // With no default chosen, the newest card stands in for it (the payment page preselects it).
  if (cards.length > 0 && !cards.some((card) => card.isDefault)) cards[0] = { ...cards[0]!, isDefault: true };
  return cards.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

function defaultMethodId(owner: Stripe.Customer): string | null {
  const method = owner.invoice_settings.default_payment_method;
  return typeof method === "string" ? method : (method?.id ?? null);
}

/**
 * The provider Customer id when `paymentMethodId` is attached to it; a 404 otherwise, the same for
 * another customer's card as for one that does not exist, so ids cannot be probed.
 */
export async function ownedCard(shopApi: ShopApiClient, customerId: number, paymentMethodId: string): Promise<string> {
  const providerCustomer = await shopApi.getPaymentCustomer(customerId);
  if (!providerCustomer) throw new HttpError(404, "card_not_found", CARD_NOT_FOUND);
  let method: Stripe.PaymentMethod;
  try {
    method = await getStripe().paymentMethods.retrieve(paymentMethodId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      throw new HttpError(404, "card_not_found", CARD_NOT_FOUND);
    }
    throw error;
  }
  const owner = typeof method.customer === "string" ? method.customer : (method.customer?.id ?? null);
  if (owner !== providerCustomer) throw new HttpError(404, "card_not_found", CARD_NOT_FOUND);
  return providerCustomer;
}

/** Detaches the card from the customer's Customer: the provider forgets it for good. */
export async function removeSavedCard(shopApi: ShopApiClient, customerId: number, paymentMethodId: string) {
  await ownedCard(shopApi, customerId, paymentMethodId);
  await getStripe().paymentMethods.detach(paymentMethodId);
}

/** Makes the card the one the payment page selects first. */
export async function makeDefaultCard(shopApi: ShopApiClient, customerId: number, paymentMethodId: string) {
  const providerCustomer = await ownedCard(shopApi, customerId, paymentMethodId);
  await getStripe().customers.update(providerCustomer, {
    invoice_settings: { default_payment_method: paymentMethodId },
  });
}

/** Provider failures become the usual 502; a card that is not this customer's stays a 404. */
export async function provider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return paymentProviderError(error);
  }
}

/** Paying with a saved card: the checkout, the card and its CVC's token. */
export const SavedCardBodySchema = v.object({
  ...CheckoutBodySchema.entries,
  paymentMethodId: PaymentMethodIdSchema,
  cvcToken: CvcTokenSchema,
});
export type SavedCardBody = v.InferOutput<typeof SavedCardBodySchema>;

const AUTHORISED = new Set(["requires_capture", "succeeded"]);

/**
 * Paying with a saved card (issue 43): the card must be attached to this customer's provider
 * Customer (404 otherwise, whoever's it is), the amount is the server's total, and the CVC typed
 * again comes as the provider's single-use token (decision 061). The checkout's one intent is made
 * (the same for a double submit: the token is not in its key) asking for the CVC, then confirmed
 * here with the card and token; an intent authorised already (the double submit's first) is paid.
 * A card whose bank asks for 3-D Secure answers `authenticate` with the challenge's URL, which
 * returns to /complete in the page's language; after a failed challenge the same intent is
 * confirmed again.
 */
export async function payWithSavedCard(
  { req, locale, shopApi, customer }: CustomerServiceContext,
  body: SavedCardBody,
): Promise<SavedCardPayment> {
  const customerId = customer.id;
  const returnUrl = `${new URL(req.url).origin}${localizedPath(locale, "/complete")}`;
  // Whose card it is is answered first: the same 404 whatever the cart holds.
  const providerCustomer = await provider(() => ownedCard(shopApi, customerId, body.paymentMethodId));
  const priced = await priceCheckout(shopApi, customerId, body);
  const stripe = getStripe();
  let intent: Stripe.PaymentIntent | null = null;
  try {
    intent = await createCheckoutIntent(priced, {
      customer: providerCustomer,
      payment_method_options: { card: { require_cvc_recollection: true } },
    });
    if (intent && !AUTHORISED.has(intent.status)) {
      intent = await stripe.paymentIntents.confirm(intent.id, {
        payment_method: body.paymentMethodId,
        payment_method_options: { card: { cvc_token: body.cvcToken } },
        return_url: returnUrl,
      });
    }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new HttpError(400, "card_declined", error.message);
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || !intent) return paymentProviderError(error);
    // A double submit's second confirmation, refused once the first paid (its state, its spent token).
    const intentId = intent.id;
    const now = await provider(() => stripe.paymentIntents.retrieve(intentId));
    if (AUTHORISED.has(now.status)) intent = now;
    else if (error.param?.endsWith("[cvc_token]")) throw new HttpError(400, "cvc_again", CVC_AGAIN);
    else return paymentProviderError(error);
  }
  if (!intent) throw cartPaidAlready();
  if (!intent.client_secret) return paymentProviderError(new Error("PaymentIntent without a client secret"));
  const redirectUrl = intent.next_action?.redirect_to_url?.url ?? undefined;
  return {
    status: intent.status === "requires_action" ? "authenticate" : "paid",
    clientSecret: intent.client_secret,
    ...(redirectUrl ? { redirectUrl } : {}),
  };
}

// ---- a deleted account's cards (decision 061) ---------------------------------------------------

/** Deleted accounts whose provider Customers one retention run deletes at most. */
const DELETIONS_PER_RUN = 50;

/**
 * Deletes a deleted account's provider Customer, which detaches its cards for good (Stripe:
 * deleting a Customer "removes all credit card details"), then forgets it. One already deleted (a
 * run that stopped between the two) counts as done. Throws when the provider could not be asked:
 * the row stays, and the next run asks again.
 */
async function deleteProviderCustomer(shopApi: ShopApiClient, owed: OwedPaymentCustomer): Promise<void> {
  try {
    await getStripe().customers.del(owed.providerCustomerId);
  } catch (error) {
    const gone = error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
    if (!gone) throw error;
  }
  await shopApi.forgetPaymentCustomer(owed);
}

/**
 * Right after an account is deleted: its provider Customer goes at once when the provider
 * answers; otherwise the retention job's next run does it (the shop API's row is the obligation).
 * Never fails the deletion.
 */
export async function deleteCardsOfDeletedAccount(shopApi: ShopApiClient, customerId: number): Promise<void> {
  try {
    const providerCustomerId = await shopApi.getPaymentCustomer(customerId);
    if (providerCustomerId) await deleteProviderCustomer(shopApi, { customerId, providerCustomerId });
  } catch (error) {
    console.warn(`[cards] customer ${customerId}'s saved cards are left to the retention job:`, error);
  }
}

/** The retention job's part: deleted accounts' provider Customers deleted; how many went. */
export async function deleteCardsOfDeletedAccounts(shopApi: ShopApiClient): Promise<number> {
  let deleted = 0;
  for (const owed of await shopApi.deletedPaymentCustomers(DELETIONS_PER_RUN)) {
    try {
      await deleteProviderCustomer(shopApi, owed);
      deleted += 1;
    } catch (error) {
      console.warn(
        `[cards] the provider Customer of deleted customer ${owed.customerId} stays for the next run:`,
        error,
      );
    }
  }
  return deleted;
}
