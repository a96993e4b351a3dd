import { useState } from "react";
import { AddressLines } from "@/components/address-lines";
import type { Address } from "@/domain/address";
import { errorText } from "@/features/account/utils/error-text";

export const CONFIRM_DELETE = "Delete this address?";
const DELETE_FAILED = "This address could not be deleted. Please try again.";

interface AddressCardProps {
  address: Address;
  highlighted: boolean;
  /** Resolves once the server has deleted the address; throws when it has not. */
  onDelete: (address: Address) => Promise<void>;
}

/** One saved address with its Delete button; a failed delete keeps the card and says why. */
export function AddressCard({ address, highlighted, onDelete }: AddressCardProps) {
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = `address-${address.id}-title`;
  const problemId = `address-${address.id}-problem`;

  async function remove() {
    if (!window.confirm(CONFIRM_DELETE)) return;
    setDeleting(true);
    setProblem(null);
    try {
      await onDelete(address);
    } catch (error) {
      console.warn("Deleting the address failed:", error);
      setProblem(errorText(error, DELETE_FAILED));
      setDeleting(false);
    }
  }

  return (
    <article className={`address-card${highlighted ? " address-card--new" : ""}`} aria-labelledby={titleId}>
      <h2 className="address-card__name" id={titleId}>
        {address.name}
      </h2>
      {highlighted && <p className="address-card__badge">New</p>}
      <address className="address-card__lines">
        <AddressLines address={address} />
      </address>
      <dl className="address-card__contact">
        <div>
          <dt>Mobile</dt>
          <dd>{address.mobile}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{address.email}</dd>
        </div>
      </dl>
      {problem && (
        <p className="account-error" role="alert" id={problemId}>
          {problem}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary address-card__delete"
        onClick={remove}
        disabled={deleting}
        aria-describedby={problem ? problemId : undefined}
      >
        {deleting ? "Deleting..." : "Delete"}
        <span className="visually-hidden">
          {" "}
          address of {address.name}, {address.street}
        </span>
      </button>
    </article>
  );
}
