import type { Address } from "@/domain/address";
import { useI18n } from "@/lib/i18n/i18n-context";
import { POSTAL_DISTRICTS } from "@domain/postal-code";
import type { MessageId, Translator } from "@/lib/i18n/translator";

/**
 * A province as the page's language names it, from the name the shop API gives it (the tax
 * table's English name, which is also what an address stores and the address form posts). A name
 * the shop does not know is shown as it is.
 */
export function provinceName(t: Translator["t"], name: string): string {
  const key = name.trim().toLowerCase();
  const code = POSTAL_DISTRICTS.find((district) => district.province.toLowerCase() === key)?.code;
  return code ? t(`province.${code}` as MessageId) : name;
}

type PostalAddress = Pick<Address, "street" | "locality" | "city" | "province" | "zip" | "country">;

/**
 * An address as the shop writes it everywhere (address book, checkout, delivery-to): street,
 * locality, "city, province zip" (the province named in the page's language), country, one span
 * per line; a postal code never breaks at its space ("M5V / 3L9" at 375 px, issue 40). The caller gives the element
 * around it (an `<address>`, or a span inside a radio's label). The spaces keep the lines
 * apart in an accessible name when the lines are laid out as blocks.
 */
export function AddressLines({ address }: { address: PostalAddress }) {
  const { t } = useI18n();
  return (
    <>
      <span>{address.street}</span> <span>{address.locality}</span>{" "}
      <span>
        {address.city}, {provinceName(t, address.province)} <span className="postal-code">{address.zip}</span>
      </span>{" "}
      <span>{address.country}</span>
    </>
  );
}
