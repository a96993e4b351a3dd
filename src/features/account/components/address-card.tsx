import type { FormEvent } from "react";
import { Form, Link, useSubmit } from "react-router";
import { AddressLines } from "@/components/address-lines";
import type { Address } from "@/domain/address";
import { CONFIRMED_FIELD, DELETE_INTENT } from "@/features/account/utils/address-delete";
import { DEFAULT_INTENT } from "@/features/account/utils/address-default";
import { useI18n } from "@/lib/i18n/i18n-context";
import { initial } from "@/lib/i18n/elision";

const ADDRESS_BOOK_PATH = "/your-address";
/** Where the form goes back to after an edit: the list, saying the address was changed rather than added. */
export const EDITED_PARAM = "edited";

interface AddressCardProps {
  address: Address;
  highlighted: boolean;
  /** Its delete is on its way (React Router's navigation says so). */
  deleting: boolean;
  /** Why its last delete failed, if it did. */
  problem: string | null;
  /** Its Delete was pressed without script: the server's action asks before it deletes. */
  confirming: boolean;
  /** Its "Make default" is on its way. */
  defaulting: boolean;
}

/**
 * One saved address with its Edit link (the address form, filled in), "Default address" or a
 * "Make default" button (decision 058), and its Delete button. Both buttons are forms posted to the
 * page's action. Delete with script asks first (`window.confirm`) and posts it confirmed; without
 * script the action answers the same question on the card, whose Delete deletes and whose Cancel
 * goes back to the list. A failed write keeps the card and says why.
 */
export function AddressCard({ address, highlighted, deleting, problem, confirming, defaulting }: AddressCardProps) {
  const { t, path } = useI18n();
  const submit = useSubmit();
  const question = t("addresses.confirmDelete");
  const deleteLabel = deleting ? t("addresses.deleting") : t("addresses.delete");
  const titleId = `address-${address.id}-title`;
  const problemId = `address-${address.id}-problem`;
  const questionId = `address-${address.id}-question`;
  const fields = (
    <>
      <input type="hidden" name="intent" value={DELETE_INTENT} />
      <input type="hidden" name="addressId" value={address.id} />
      <input type="hidden" name="name" value={address.name} />
    </>
  );
  const whose = (
    <span className="visually-hidden">
      {" "}
      {t("addresses.whose", { name: address.name, street: address.street, initial: initial(address.name) })}
    </span>
  );

  function confirmFirst(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!window.confirm(question)) return;
    const confirmed = new FormData(event.currentTarget);
    confirmed.set(CONFIRMED_FIELD, "yes");
    void submit(confirmed, { method: "post", replace: true });
  }

  return (
    <article className={`address-card${highlighted ? " address-card--new" : ""}`} aria-labelledby={titleId}>
      <h2 className="address-card__name" id={titleId}>
        {address.name}
      </h2>
      {highlighted && <p className="address-card__badge">{t("addresses.new")}</p>}
      {address.isDefault && (
        <p className="address-card__badge address-card__default">{t("account2.address.default")}</p>
      )}
      <address className="address-card__lines">
        <AddressLines address={address} />
      </address>
      <dl className="address-card__contact">
        <div>
          <dt>{t("addresses.mobile")}</dt>
          <dd>{address.mobile}</dd>
        </div>
        <div>
          <dt>{t("login.email")}</dt>
          <dd>{address.email}</dd>
        </div>
      </dl>
      {problem && !deleting && (
        <p className="account-error" role="alert" id={problemId}>
          {problem}
        </p>
      )}
      <Link
        className="button button--secondary address-card__edit"
        to={path(
          `/address-form?${new URLSearchParams({
            addressId: String(address.id),
            returnTo: path(`${ADDRESS_BOOK_PATH}?${EDITED_PARAM}=1`),
          }).toString()}`,
        )}
      >
        {t("account.address.edit")}
        {whose}
      </Link>
      {!address.isDefault && (
        <Form method="post" replace className="address-card__default-form">
          <input type="hidden" name="intent" value={DEFAULT_INTENT} />
          <input type="hidden" name="addressId" value={address.id} />
          <input type="hidden" name="name" value={address.name} />
          <button type="submit" className="button button--secondary" disabled={defaulting}>
            {t("account2.address.makeDefault")}
            {whose}
          </button>
        </Form>
      )}
      {confirming ? (
        <Form method="post" replace className="address-card__delete-form address-card__confirm">
          <p className="address-card__question" id={questionId}>
            {question}
          </p>
          {fields}
          <input type="hidden" name={CONFIRMED_FIELD} value="yes" />
          <button type="submit" className="button" disabled={deleting} aria-describedby={questionId}>
            {deleteLabel}
            {whose}
          </button>
          <Link className="button button--secondary" to={path(ADDRESS_BOOK_PATH)} replace>
            {t("addresses.cancel")}
          </Link>
        </Form>
      ) : (
        <Form method="post" replace className="address-card__delete-form" onSubmit={confirmFirst}>
          {fields}
          <button
            type="submit"
            className="button button--secondary"
            disabled={deleting}
            aria-describedby={problem && !deleting ? problemId : undefined}
          >
            {deleteLabel}
            {whose}
          </button>
        </Form>
      )}
    </article>
  );
}
