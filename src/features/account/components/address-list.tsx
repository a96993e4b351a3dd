import { useEffect, useRef } from "react";
import { Link, useActionData, useNavigation, useRevalidator } from "react-router";
import type { Address } from "@/domain/address";
import { DELETE_INTENT, type AddressDeleteAnswer } from "@/features/account/utils/address-delete";
import { DEFAULT_INTENT } from "@/features/account/utils/address-default";
import { LoadFailure } from "@/components/load-failure";
import type { LoadResult } from "@/lib/load-result";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { AddressCard } from "./address-card";
import { SignInPrompt } from "./sign-in-prompt";
import { initial } from "@/lib/i18n/elision";

interface AddressBookProps {
  /** The route loader's read of GET /api/addresses. */
  addresses: LoadResult<Address[]>;
  /** The address just added on /address-form, marked on its card. */
  newAddressId: number | null;
  /** That address was changed, not added (the card's Edit): said so, not marked new. */
  edited: boolean;
}

/**
 * The signed-in customer's saved addresses, fresh from the server. SPEC.md section 8 only logs a
 * failed load; a shopper would be left with an empty page, so it is also said, with a Retry that
 * runs the route loader again. A card disappears only once the server has confirmed its delete
 * (the route's action, then its loader reads the list again).
 */
export function AddressBook({ addresses, newAddressId, edited }: AddressBookProps) {
  const { t, path } = useI18n();
  const word = useDomainMessage();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const answer = useActionData<AddressDeleteAnswer>();
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const retrying = addresses.status === "error" && revalidator.state === "loading";
  const loadProblem = addresses.status === "error" && !retrying ? addresses.error : null;
  const deleted = answer?.status === "deleted" ? answer : null;
  // Kept out of sight until the list has been read again without it.
  const list =
    addresses.status === "loaded" ? addresses.data.filter((address) => address.id !== deleted?.addressId) : null;
  const pendingId = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent
      ? navigation.formData.get("addressId")
      : null;
  const deletingId = pendingId(DELETE_INTENT);
  const defaultingId = pendingId(DEFAULT_INTENT);
  const defaulted = answer?.status === "defaulted" ? answer : null;

  useEffect(() => {
    // The card that held focus has gone (or lost its button): focus moves to the message saying what happened.
    if (deleted || defaulted) noticeRef.current?.focus();
  }, [deleted, defaulted]);

  if (loadProblem?.status === 401) return <SignInPrompt reason={t("addresses.sessionEnded")} />;

  const newAddressShown = newAddressId !== null && list !== null && list.some((address) => address.id === newAddressId);

  return (
    <div className="address-book">
      <div className="address-book__bar">
        <Link className="button" to={path(`/address-form?returnTo=${path("/your-address")}`)}>
          {t("addressForm.title")}
        </Link>
      </div>
      <p className="address-book__notice" role="status" ref={noticeRef} tabIndex={-1}>
        {deleted
          ? t("addresses.deleted", { name: deleted.name, initial: initial(deleted.name) })
          : defaulted
            ? t("account2.address.defaulted", { name: defaulted.name, initial: initial(defaulted.name) })
            : newAddressShown
              ? t(edited ? "account.address.updated" : "addresses.saved")
              : ""}
      </p>
      {retrying && <AddressListSkeleton label={t("addresses.loading")} />}
      {loadProblem && <LoadFailure message={t("addresses.loadFailed")} />}
      {list?.length === 0 && <p className="panel account-panel address-book__empty">{t("addresses.empty")}</p>}
      {list !== null && list.length > 0 && (
        <ul className="address-grid" aria-label={t("addresses.listLabel")}>
          {list.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                highlighted={!edited && address.id === newAddressId}
                deleting={deletingId === String(address.id)}
                problem={answer?.status === "refused" && answer.addressId === address.id ? word(answer.message) : null}
                confirming={answer?.status === "confirm" && answer.addressId === address.id}
                defaulting={defaultingId === String(address.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Card-shaped placeholders while Retry reads the address book again. */
function AddressListSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <ul className="address-grid" aria-hidden="true">
        {Array.from({ length: 2 }, (_, index) => (
          <li key={index}>
            <div className="address-card address-card--skeleton">
              <span className="skeleton skeleton--line skeleton--short address-card__skeleton-title" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
              <span className="skeleton skeleton--line" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
