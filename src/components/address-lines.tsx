import type { Address } from "@/domain/address";

type PostalAddress = Pick<Address, "street" | "locality" | "city" | "province" | "zip" | "country">;

/**
 * An address as the shop writes it everywhere (address book, checkout, delivery-to): street,
 * locality, "city, province zip", country, one span per line. The caller gives the element
 * around it (an `<address>`, or a span inside a radio's label). The spaces keep the lines
 * apart in an accessible name when the lines are laid out as blocks.
 */
export function AddressLines({ address }: { address: PostalAddress }) {
  return (
    <>
      <span>{address.street}</span> <span>{address.locality}</span>{" "}
      <span>
        {address.city}, {address.province} {address.zip}
      </span>{" "}
      <span>{address.country}</span>
    </>
  );
}
