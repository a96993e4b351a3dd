/**
 * The customer's address book (SPEC.md section 5) as services (decision 055): functions/addresses.ts
 * answers them over HTTP, the address pages' loaders and actions call them directly.
 */
import type { Address, AddressForm } from "@domain/address";
import { findTaxRate } from "@domain/tax";
import { HttpError } from "./http";
import type { CustomerServiceContext } from "./service";
import type { ShopApiClient } from "./shop-api-client";

const CHOOSE_PROVINCE = "Please choose a province from the list.";

const addressNotFound = () => new HttpError(404, "address_not_found", "Address not found.");

/** The tax table's name of the form's province; any other is the form's own 400. */
async function taxTableProvince(shopApi: ShopApiClient, province: string): Promise<string> {
  const rate = findTaxRate(await shopApi.getTaxRates(), province);
  if (!rate) throw new HttpError(400, "validation_failed", CHOOSE_PROVINCE, { fields: { province: CHOOSE_PROVINCE } });
  return rate.province;
}

export function listAddresses({ customer, shopApi }: CustomerServiceContext): Promise<Address[]> {
  return shopApi.getAddresses(customer.id);
}

/**
 * Adds an address from the address form (`id` null), or replaces one of the customer's with the
 * form's values (the same rules); the province must be in the tax table.
 */
export async function saveAddress(
  { customer, shopApi }: CustomerServiceContext,
  id: number | null,
  form: AddressForm,
): Promise<Address> {
  const province = await taxTableProvince(shopApi, form.province);
  if (id === null) return shopApi.addAddress(customer.id, form, province);
  const address = await shopApi.updateAddress(customer.id, id, form, province);
  if (!address) throw addressNotFound();
  return address;
}

/** Deletes one of the customer's addresses; anybody else's is 404, as if it did not exist. */
export async function deleteAddress({ customer, shopApi }: CustomerServiceContext, id: number | null): Promise<number> {
  if (id === null || !(await shopApi.deleteAddress(customer.id, id))) throw addressNotFound();
  return id;
}

/** Makes one of the customer's addresses the one the checkout selects first (decision 058). */
export async function makeDefaultAddress(
  { customer, shopApi }: CustomerServiceContext,
  id: number | null,
): Promise<number> {
  if (id === null || !(await shopApi.setDefaultAddress(customer.id, id))) throw addressNotFound();
  return id;
}
