import type { Config } from "@netlify/functions";
import { AddressFormSchema, type AddressesResponse, type AddressResponse } from "@domain/address";
import { parseIdText } from "@domain/ids";
import { deleteAddress, listAddresses, makeDefaultAddress, saveAddress } from "./_shared/addresses";
import { HttpError, json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/addresses", "/api/addresses/:id", "/api/addresses/:id/default"] };

/** An id that is no number names no address of the customer's: the same 404 as another's. */
function addressId(text: string | undefined): number {
  const id = parseIdText(text);
  if (id === null) throw new HttpError(404, "address_not_found", "Address not found.");
  return id;
}

export default endpoint(config, {
  "/api/addresses": {
    GET: customer(async (ctx) => json({ addresses: await listAddresses(ctx) } satisfies AddressesResponse)),
    POST: customer(async (ctx) => {
      const form = await readJson(ctx.req, AddressFormSchema);
      return json({ address: await saveAddress(ctx, null, form) } satisfies AddressResponse, { status: 201 });
    }),
  },
  "/api/addresses/:id": {
    DELETE: customer(async (ctx) => json({ deleted: await deleteAddress(ctx, parseIdText(ctx.params.id)) })),
    PUT: customer(async (ctx) => {
      const id = addressId(ctx.params.id);
      const form = await readJson(ctx.req, AddressFormSchema);
      return json({ address: await saveAddress(ctx, id, form) } satisfies AddressResponse);
    }),
  },
  "/api/addresses/:id/default": {
    /** Makes one of the customer's addresses the one the checkout selects first (decision 058). */
    PUT: customer(async (ctx) => json({ defaultAddress: await makeDefaultAddress(ctx, parseIdText(ctx.params.id)) })),
  },
});
