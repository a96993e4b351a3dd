/**
 * What pricing a checkout reads (shop-api/src/routes/checkout.ts, decision 056): the cart, the
 * chosen address and the tax table, in one round trip.
 */
import * as v from "valibot";
import type { Address } from "@domain/address";
import type { CartItem } from "@domain/cart";
import type { TaxRate } from "@domain/tax";
import { addressCalls, reshapeAddress, VendorAddressSchema } from "./addresses";
import { readCart, reshapeCartItem, VendorCartItemSchema } from "./cart";
import { reshapeTaxRate, taxCalls, VendorTaxSchema } from "./taxes";
import { orNull, READS, type Transport } from "./transport";
import { VendorOkStatus } from "./vendor";

export interface CheckoutBasis {
  /** Named in English whatever the client's language: pricing reads no name but for an English error. */
  cart: CartItem[];
  /** The address asked for, or null when the customer has no address with that id. */
  address: Address | null;
  rates: TaxRate[];
}

/** get_checkout_basis: the cart as Add_cart reads it, the address when it is the customer's, GetAllTax's rows. */
export const VendorCheckoutBasisSchema = v.object({
  status: VendorOkStatus,
  cart: v.array(VendorCartItemSchema),
  addresses: v.array(VendorAddressSchema),
  taxes: v.array(VendorTaxSchema),
});

export function checkoutCalls(shop: Transport) {
  return {
    /**
     * POST /api/get_checkout_basis (extension). A shop API without it (SPEC section 7's alone)
     * answers 404, and the three reads it replaces are made at once instead.
     */
    async getCheckoutBasis(customerId: number, addressId: number): Promise<CheckoutBasis> {
      const body = await orNull(
        shop.call(
          "POST",
          "get_checkout_basis",
          VendorCheckoutBasisSchema,
          { userid: customerId, address_id: addressId },
          READS,
        ),
      );
      if (body) {
        const address = body.addresses.find((row) => row.id === addressId);
        return {
          cart: body.cart.map((item) => reshapeCartItem(item, shop.images)),
          address: address ? reshapeAddress(address) : null,
          rates: body.taxes.map(reshapeTaxRate),
        };
      }
      const [cart, addresses, rates] = await Promise.all([
        readCart(shop, customerId),
        addressCalls(shop).getAddresses(customerId),
        taxCalls(shop).getTaxRates(),
      ]);
      return { cart, address: addresses.find((candidate) => candidate.id === addressId) ?? null, rates };
    },
  };
}
