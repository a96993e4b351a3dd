import type { Config } from "@netlify/functions";
import { AddressFormSchema, type AddressesResponse, type AddressResponse } from "../src/domain/address";
import { parseIdText } from "../src/domain/ids";
import { findTaxRate } from "../src/domain/tax";
import { errorResponse, HttpError, json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/addresses", "/api/addresses/:id"] };

const ADDRESS_NOT_FOUND = "Address not found.";

export default endpoint(config, {
  GET: customer(async ({ params, customer, shopApi }) => {
    if (params.id !== undefined) return errorResponse(405, "method_not_allowed", "Use GET /api/addresses for the address book.");
    return json({ addresses: await shopApi.getAddresses(customer.id) } satisfies AddressesResponse);
  }),

  /** Adds an address from the address form (SPEC.md section 5); the province must be in the tax table. */
  POST: customer(async ({ req, params, customer, shopApi }) => {
    if (params.id !== undefined) return errorResponse(405, "method_not_allowed", "Use POST /api/addresses to add an address.");
    const form = await readJson(req, AddressFormSchema);
    const rate = findTaxRate(await shopApi.getTaxRates(), form.province);
    if (!rate) {
      throw new HttpError(400, "validation_failed", "Please choose a province from the list.", {
        fields: { province: "Please choose a province from the list." },
      });
    }
    const address = await shopApi.addAddress(customer.id, form, rate.province);
    return json({ address } satisfies AddressResponse, { status: 201 });
  }),

  /** Deletes one of the customer's addresses; anybody else's is 404, as if it did not exist. */
  DELETE: customer(async ({ params, customer, shopApi }) => {
    const id = parseIdText(params.id);
    if (id === null || !(await shopApi.deleteAddress(customer.id, id))) {
      return errorResponse(404, "address_not_found", ADDRESS_NOT_FOUND);
    }
    return json({ deleted: id });
  }),
});
