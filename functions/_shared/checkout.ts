/**
 * Server-side pricing of a checkout: the signed-in customer's cart from the shop API (optionally
 * only the selected products), the chosen address's province, the shop API's tax table (all three
 * in one read) and the money rules of src/domain/money.ts. Totals, payment intents and webhooks all use this; nothing
 * the browser sends but the address id and the selection is read.
 */
import type { Address } from "@domain/address";
import { cartTotal, stockShortageMessage, type CartItem } from "@domain/cart";
import { CHECKOUT_CURRENCY, SELECT_OR_ADD_ADDRESS, type CheckoutBody, type CheckoutTotals } from "@domain/checkout";
import { timesUnits, totalsForSubtotal, type Paise, type TotalsPaise } from "@domain/money";
import { findTaxRate, type TaxRate } from "@domain/tax";
import { HttpError } from "./http";
import type { ShopApiClient } from "./shop-api-client";

export interface PricedLine {
  item: CartItem;
  unitPaise: Paise;
  linePaise: Paise;
}

export interface PricedCheckout {
  customerId: number;
  address: Address;
  rate: TaxRate;
  lines: PricedLine[];
  totals: TotalsPaise;
}

export async function priceCheckout(
  shopApi: ShopApiClient,
  customerId: number,
  body: CheckoutBody,
): Promise<PricedCheckout> {
  // One round trip (decision 056): totals and intents are the functions' busiest customer calls.
  const { cart, address, rates } = await shopApi.getCheckoutBasis(customerId, body.addressId);
  if (!address)
    throw new HttpError(404, "address_not_found", SELECT_OR_ADD_ADDRESS, {
      fields: { addressId: "Address not found." },
    });

  let items = cart;
  if (body.items) {
    const missing = body.items.filter((id) => !cart.some((item) => item.id === id));
    if (missing.length > 0) {
      throw new HttpError(400, "not_in_cart", `Product ${missing.join(", ")} is not in your cart.`, {
        fields: { items: "Not in your cart." },
      });
    }
    const selected = new Set(body.items);
    items = cart.filter((item) => selected.has(item.id));
  }
  if (items.length === 0) throw new HttpError(400, "cart_empty", "Your cart is empty.");

  // Stock may have gone since the cart was saved: refuse before anyone pays for it.
  const short = items.find((item) => item.unit > item.stock);
  if (short) throw new HttpError(409, "insufficient_stock", stockShortageMessage(short.name, short.stock, short.unit));

  const rate = findTaxRate(rates, address.province);
  if (!rate)
    throw new HttpError(
      409,
      "unknown_province",
      `Tax for ${address.province || "this address"} is not known; choose another address.`,
    );

  const lines = items.map((item) => ({ item, unitPaise: item.price, linePaise: timesUnits(item.price, item.unit) }));
  return { customerId, address, rate, lines, totals: totalsForSubtotal(cartTotal(items), rate) };
}

/** The JSON answer of POST /api/checkout/totals. */
export function totalsResponse(priced: PricedCheckout): CheckoutTotals {
  return {
    ...priced.totals,
    currency: CHECKOUT_CURRENCY,
    province: priced.rate.province,
    rates: { gstHst: priced.rate.gstHst, pst: priced.rate.pst },
    items: priced.lines.map((line) => ({
      id: line.item.id,
      unit: line.item.unit,
      price: line.unitPaise,
      lineTotal: line.linePaise,
    })),
  };
}
