import type { Config } from "@netlify/functions";
import { AddressFormSchema, type AddressesResponse, type AddressResponse } from "../src/domain/address";
import { parseIdText } from "../src/domain/ids";
import { findTaxRate } from "../src/domain/tax";
import { errorResponse, HttpError, json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/addresses", "/api/addresses/:id"] };

const CHOOSE_PROVINCE = "Please choose a province from the list.";

export default endpoint(config, {
  "/api/addresses": {
    GET: customer(async ({ customer, shopApi }) =>
      json({ addresses: await shopApi.getAddresses(customer.id) } satisfies AddressesResponse),
    ),

    /** Adds an address from the address form (SPEC.md section 5); the province must be in the tax table. */
    POST: customer(async ({ req, customer, shopApi }) => {
      const form = await readJson(req, AddressFormSchema);
      const rate = findTaxRate(await shopApi.getTaxRates(), form.province);
      if (!rate)
        throw new HttpError(400, "validation_failed", CHOOSE_PROVINCE, { fields: { province: CHOOSE_PROVINCE } });
      const address = await shopApi.addAddress(customer.id, form, rate.province);
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
  },
});
