import { defaultAddress, type Address } from "@/domain/address";

/**
 * `list` with the addresses saved on the screen since it was read: a changed one replaces its old
 * version in place, a new one comes last (where the address book lists it, oldest first).
 */
export function withSavedAddress(list: readonly Address[], saved: readonly Address[]): Address[] {
  const replaced = list.map((address) => saved.find((candidate) => candidate.id === address.id) ?? address);
  const added = saved.filter((candidate) => !list.some((address) => address.id === candidate.id));
  return [...replaced, ...added];
}

/** The address the checkout prices: the one chosen, else the default (decision 058), null for none. */
export function selectedAddress(list: readonly Address[], chosenId: number | null): Address | null {
  return list.find((address) => address.id === chosenId) ?? defaultAddress(list);
}
