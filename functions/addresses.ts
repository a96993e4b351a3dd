import type { Config } from "@netlify/functions";
import { AddressFormSchema, type AddressesResponse, type AddressResponse } from "@domain/address";
import { parseIdText } from "@domain/ids";
import { findTaxRate } from "@domain/tax";
import { makeDefaultAddress } from "./_shared/address-book";
import { errorResponse, HttpError, json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";
import type { ShopApiClient } from "./_shared/shop-api-client";

export const config: Config = { path: ["/api/addresses", "/api/addresses/:id", "/api/addresses/:id/default"] };

const CHOOSE_PROVINCE = "Please choose a province from the list.";

/** The tax table's name of the form's province; any other is the form's own 400. */
async function taxTableProvince(shopApi: ShopApiClient, province: string): Promise<string> {
  const rate = findTaxRate(await shopApi.getTaxRates(), province);
  if (!rate) throw new HttpError(400, "validation_failed", CHOOSE_PROVINCE, { fields: { province: CHOOSE_PROVINCE } });
  return rate.province;
}

export default endpoint(config, {
  "/api/addresses": {
    GET: customer(async ({ customer, shopApi }) =>
      json({ addresses: await shopApi.getAddresses(customer.id) } satisfies AddressesResponse),
    ),

    /** Adds an address from the address form (SPEC.md section 5); the province must be in the tax table. */
    POST: customer(async ({ req, customer, shopApi }) => {
      const form = await readJson(req, AddressFormSchema);
      const province = await taxTableProvince(shopApi, form.province);
      const address = await shopApi.addAddress(customer.id, form, province);
      return json({ address } satisfies AddressResponse, { status: 201 });
    }),
  },
  "/api/addresses/:id": {
    /** Deletes one of the customer's addresses; anybody else's is 404, as if it did not exist. */
    DELETE: customer(async ({ params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null || !(await shopApi.deleteAddress(customer.id, id))) {
        return errorResponse(404, "address_not_found", "Address not found.");
      }
      return json({ deleted: id });
    }),
    /** Replaces one of the customer's addresses with the form's values (the same rules as adding). */
    PUT: customer(async ({ req, params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) return errorResponse(404, "address_not_found", "Address not found.");
      const form = await readJson(req, AddressFormSchema);
      const province = await taxTableProvince(shopApi, form.province);
      const address = await shopApi.updateAddress(customer.id, id, form, province);
      if (!address) return errorResponse(404, "address_not_found", "Address not found.");
      return json({ address } satisfies AddressResponse);
    }),
  },
  "/api/addresses/:id/default": {
    /** Makes one of the customer's addresses the one the checkout selects first (decision 058). */
    PUT: customer(async ({ params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null || !(await makeDefaultAddress(shopApi, customer.id, id))) {
        return errorResponse(404, "address_not_found", "Address not found.");
      }
      return json({ defaultAddress: id });
    }),
  },
});
