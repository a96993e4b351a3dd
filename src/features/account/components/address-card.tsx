import type { FormEvent } from "react";
import { Form } from "react-router";
import { AddressLines } from "@/components/address-lines";
import type { Address } from "@/domain/address";
import { DELETE_INTENT } from "@/features/account/utils/address-delete";

export const CONFIRM_DELETE = "Delete this address?";

interface AddressCardProps {
  address: Address;
  highlighted: boolean;
  /** Its delete is on its way (React Router's navigation says so). */
  deleting: boolean;
  /** Why its last delete failed, if it did. */
  problem: string | null;
}

/**
 * One saved address with its Delete button, a form posted to the page's action: with script it
 * asks first; a failed delete keeps the card and says why.
 */
export function AddressCard({ address, highlighted, deleting, problem }: AddressCardProps) {
  const titleId = `address-${address.id}-title`;
  const problemId = `address-${address.id}-problem`;

  function confirmFirst(event: FormEvent<HTMLFormElement>) {
    if (!window.confirm(CONFIRM_DELETE)) event.preventDefault();
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
      {problem && !deleting && (
        <p className="account-error" role="alert" id={problemId}>
          {problem}
        </p>
      )}
      <Form method="post" replace className="address-card__delete-form" onSubmit={confirmFirst}>
        <input type="hidden" name="intent" value={DELETE_INTENT} />
        <input type="hidden" name="addressId" value={address.id} />
        <input type="hidden" name="name" value={address.name} />
        <button
          type="submit"
          className="button button--secondary"
          disabled={deleting}
          aria-describedby={problem && !deleting ? problemId : undefined}
        >
          {deleting ? "Deleting..." : "Delete"}
          <span className="visually-hidden">
            {" "}
            address of {address.name}, {address.street}
          </span>
        </button>
      </Form>
    </article>
  );
}
