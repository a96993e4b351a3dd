import { AddressLines } from "@/components/address-lines";
import type { Address } from "@/domain/address";
import { useI18n } from "@/lib/i18n/i18n-context";
import { initial } from "@/lib/i18n/elision";

interface AddressChoiceProps {
  addresses: readonly Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Opens the address form on this address; `openerId` is the Edit button's id. */
  onEdit: (address: Address, openerId: string) => void;
}

export const radioId = (id: number) => `delivery-address-${id}`;
const editId = (id: number) => `delivery-address-${id}-edit`;

/**
 * The saved addresses as one radio group: a whole card is the click target. Edit sits beside the
 * card, not inside its label, so pressing it does not also choose the address.
 */
export function AddressChoice({ addresses, selectedId, onSelect, onEdit }: AddressChoiceProps) {
  const { t } = useI18n();
  return (
    <fieldset className="address-choice">
      <legend className="visually-hidden">{t("checkout.savedAddresses")}</legend>
      {addresses.map((address) => (
        <div key={address.id} className="address-choice__item">
          <label
            className={`address-choice__card${address.id === selectedId ? " address-choice__card--selected" : ""}`}
          >
            <input
              type="radio"
              id={radioId(address.id)}
              name="delivery-address"
              value={address.id}
              checked={address.id === selectedId}
              onChange={() => onSelect(address.id)}
            />
            <span className="address-choice__text">
              <span className="address-choice__name">{address.name}</span>
              <AddressLines address={address} />
              <span className="address-choice__mobile">{t("checkout.mobile", { mobile: address.mobile })}</span>
            </span>
          </label>
          <button
            type="button"
            id={editId(address.id)}
            className="button button--secondary address-choice__edit"
            onClick={() => onEdit(address, editId(address.id))}
          >
            {t("checkout.edit")}
            <span className="visually-hidden">
              {" "}
              {t("checkout.editWhich", { name: address.name, street: address.street, initial: initial(address.name) })}
            </span>
          </button>
        </div>
      ))}
    </fieldset>
  );
}
