import { AddressLines } from "@/components/address-lines";
import type { Address } from "@/domain/address";

interface AddressChoiceProps {
  addresses: readonly Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The saved addresses as one radio group: a whole card is the click target. */
export function AddressChoice({ addresses, selectedId, onSelect }: AddressChoiceProps) {
  return (
    <fieldset className="address-choice">
      <legend className="visually-hidden">Saved addresses</legend>
      {addresses.map((address) => (
        <label
          key={address.id}
          className={`address-choice__card${address.id === selectedId ? " address-choice__card--selected" : ""}`}
        >
          <input
            type="radio"
            name="delivery-address"
            value={address.id}
            checked={address.id === selectedId}
            onChange={() => onSelect(address.id)}
          />
          <span className="address-choice__text">
            <span className="address-choice__name">{address.name}</span>
            <AddressLines address={address} />
            <span className="address-choice__mobile">Mobile: {address.mobile}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
