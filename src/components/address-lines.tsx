import type { Address } from "@/domain/address";
import { useI18n } from "@/lib/i18n/i18n-context";
import { provinceName } from "@/lib/i18n/province-name";

type PostalAddress = Pick<Address, "street" | "locality" | "city" | "province" | "zip" | "country">;

/**
 * An address as the shop writes it everywhere (address book, checkout, delivery-to): street,
 * locality, "city, province zip" (the province named in the page's language), country, one span
 * per line. The caller gives the element
 * around it (an `<address>`, or a span inside a radio's label). The spaces keep the lines
 * apart in an accessible name when the lines are laid out as blocks.
 */
export function AddressLines({ address }: { address: PostalAddress }) {
  const { t } = useI18n();
  return (
    <>
      <span>{address.street}</span> <span>{address.locality}</span>{" "}
      <span>
        {address.city}, {provinceName(t, address.province)} {address.zip}
      </span>{" "}
      <span>{address.country}</span>
    </>
  );
}
