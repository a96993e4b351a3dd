/**
 * Saved cards (issue 43, decision 054). The provider keeps the cards on a Customer of its own; the
 * shop keeps only that Customer's id (shop API, migration 0027). Every card a request names is
 * checked to be attached to the asking customer's Customer before it is listed, used or removed.
 */
import Stripe from "stripe";
import type { SavedCard } from "@domain/saved-cards";
import { getStripe, paymentProviderError } from "./payments";
import { HttpError } from "./http";
import type { ShopApiClient } from "./shop-api-client";

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
