import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { fieldA11y, FormField } from "@/components/form-field";
import { ADDRESS_COUNTRY, type Address } from "@/domain/address";
import { ApiError } from "@/lib/api-client";
import { firstInvalidField, knownFieldErrors, type FieldErrors } from "@/lib/form-check";
import { createAddress } from "@/features/account/api/create-address";
import { updateAddress } from "@/features/account/api/update-address";
import type { LoadResult } from "@/lib/load-result";
import {
  ADDRESS_FIELDS,
  checkAddress,
  EMPTY_ADDRESS,
  type AddressField,
  type AddressValues,
} from "@/features/account/utils/address-form-check";
import { errorText } from "@/features/account/utils/error-text";
import { withAddressId } from "@/features/account/utils/return-to";
import "./account.css";

const SAVE_FAILED = "Your address could not be saved. Please try again.";
const PROVINCES_FAILED = "The list of provinces could not be loaded.";

const fieldId = (field: AddressField | "country") => `address-${field}`;

interface TextFieldSpec {
  field: Exclude<AddressField, "province">;
  label: string;
  autoComplete: string;
  type?: "email" | "tel";
  inputMode?: "email" | "tel";
  autoCapitalize?: "characters";
  hint?: string;
  maxLength: number;
}

const CONTACT_FIELDS: TextFieldSpec[] = [
  { field: "name", label: "Full name", autoComplete: "name", maxLength: 120 },
  { field: "email", label: "Email", autoComplete: "email", type: "email", inputMode: "email", maxLength: 254 },
  { field: "mobile", label: "Mobile number", autoComplete: "tel", type: "tel", inputMode: "tel", maxLength: 20 },
];
const STREET_FIELDS: TextFieldSpec[] = [
  { field: "street", label: "Street address", autoComplete: "address-line1", maxLength: 200 },
  { field: "locality", label: "Locality", autoComplete: "address-line2", maxLength: 200 },
  { field: "city", label: "City", autoComplete: "address-level2", maxLength: 100 },
];
// Canadian postal codes hold letters (issue 31), so no numeric keypad; digits are still accepted.
const ZIP_FIELD: TextFieldSpec = {
  field: "zip",
  label: "Postal code",
  autoComplete: "postal-code",
  autoCapitalize: "characters",
  hint: "For example M5V 3L9.",
  maxLength: 10,
};

/** What the form is done with: the page form goes back to a path, the checkout's stays on its screen. */
type AddressFormExit =
  | {
      /** A safe internal path to go back to after saving or cancelling. */
      returnTo: string;
      onSaved?: never;
      onCancel?: never;
    }
  | {
      returnTo?: never;
      onSaved: (address: Address) => void;
      onCancel: () => void;
    };

type AddressFormProps = AddressFormExit & {
  /** The province names the route loader read; Retry runs it again. */
  provinces: LoadResult<string[]>;
  /** The saved address to change; absent, the form adds a new one. */
  address?: Address;
  /** Moves the keyboard into the form when it opens in place of what the shopper was using. */
  focusOnOpen?: boolean;
};

function valuesOf(address: Address | undefined): AddressValues {
  if (!address) return EMPTY_ADDRESS;
  const { name, email, mobile, street, locality, city, province, zip } = address;
  return { name, email, mobile, street, locality, city, province, zip };
}

/**
 * The address form (SPEC.md sections 2 and 5), adding an address or changing a saved one.
 * Checked on submit with the shared schema; after a first submit the messages follow the
 * shopper's corrections. Saves through POST (or PUT) /api/addresses. On its page it goes back
 * where the shopper came from, with the address id in the URL and in the navigation state, so
 * checkout can select it; inside the checkout it hands the saved address to `onSaved`.
 */
export function AddressForm({ returnTo, onSaved, onCancel, provinces, address, focusOnOpen }: AddressFormProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const provincesLoading = provinces.status === "error" && revalidator.state === "loading";
  const [values, setValues] = useState<AddressValues>(() => valuesOf(address));
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnOpen) firstFieldRef.current?.focus();
  }, [focusOnOpen]);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<AddressField>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const check = checkAddress(values);
  const errors: FieldErrors<AddressField> = { ...serverErrors, ...(submitted && !check.ok ? check.errors : {}) };

  function focusField(field: AddressField | undefined) {
    if (field) requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setProblem(null);
    if (!check.ok) {
      focusField(firstInvalidField(ADDRESS_FIELDS, check.errors));
      return;
    }
    setSaving(true);
    try {
      const saved = address ? await updateAddress(address.id, check.output) : await createAddress(check.output);
      if (onSaved) onSaved(saved);
      else navigate(withAddressId(returnTo, saved.id), { state: { addressId: saved.id } });
    } catch (error) {
      console.warn("Saving the address failed:", error);
      setSaving(false);
      const fieldErrors = knownFieldErrors(ADDRESS_FIELDS, error instanceof ApiError ? error.fields : undefined);
      setServerErrors(fieldErrors);
      const first = firstInvalidField(ADDRESS_FIELDS, fieldErrors);
      if (first) focusField(first);
      else setProblem(errorText(error, SAVE_FAILED));
    }
  }

  const update = (field: AddressField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // The server's verdict was about the old value.
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  return (
    <form
      // Inside the checkout the form sits in the checkout's own panel.
      className={onSaved ? "address-form" : "panel address-form account-panel"}
      noValidate
      onSubmit={submit}
      aria-describedby="address-form-note"
    >
      <p className="address-form__note" id="address-form-note">
        All fields are required.
      </p>
      <fieldset className="address-form__group">
        <legend>Contact</legend>
        <div className="address-form__grid">
          {CONTACT_FIELDS.map((spec, index) => (
            <TextField
              key={spec.field}
              inputRef={index === 0 ? firstFieldRef : undefined}
              spec={spec}
              value={values[spec.field]}
              error={errors[spec.field]}
              onChange={update(spec.field)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="address-form__group">
        <legend>Address</legend>
        <div className="address-form__grid">
          {STREET_FIELDS.map((spec) => (
            <TextField
              key={spec.field}
              spec={spec}
              value={values[spec.field]}
              error={errors[spec.field]}
              onChange={update(spec.field)}
            />
          ))}
          <FormField id={fieldId("province")} label="Province" error={errors.province}>
            <select
              id={fieldId("province")}
              name="province"
              required
              autoComplete="address-level1"
              value={values.province}
              onChange={update("province")}
              {...fieldA11y(fieldId("province"), errors.province)}
            >
              <option value="">{provincesLoading ? "Loading provinces..." : "Choose a province"}</option>
              {provinces.status === "loaded" &&
                provinces.data.map((province) => (
                  <option key={province} value={province}>
                    {province}
                  </option>
                ))}
            </select>
            {provinces.status === "error" && !provincesLoading && (
              <span className="address-form__province-problem">
                <span role="alert" className="account-error">
                  {PROVINCES_FAILED}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void revalidator.revalidate()}
                >
                  Retry
                </button>
              </span>
            )}
          </FormField>
          <TextField spec={ZIP_FIELD} value={values.zip} error={errors.zip} onChange={update("zip")} />
          <FormField id={fieldId("country")} label="Country" hint={`We deliver within ${ADDRESS_COUNTRY} only.`}>
            <input
              id={fieldId("country")}
              name="country"
              type="text"
              value={ADDRESS_COUNTRY}
              readOnly
              {...fieldA11y(fieldId("country"), undefined, true)}
            />
          </FormField>
        </div>
      </fieldset>
      {problem && (
        <p className="account-error address-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="account-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Loading..." : "Save address"}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <Link className="button button--secondary" to={returnTo}>
            Cancel
          </Link>
        )}
      </div>
    </form>
  );
}

interface TextFieldProps {
  spec: TextFieldSpec;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

function TextField({ spec, inputRef, value, error, onChange }: TextFieldProps) {
  const id = fieldId(spec.field);
  return (
    <FormField id={id} label={spec.label} error={error} hint={spec.hint}>
      <input
        ref={inputRef}
        id={id}
        name={spec.field}
        type={spec.type ?? "text"}
        inputMode={spec.inputMode}
        autoCapitalize={spec.autoCapitalize}
        autoComplete={spec.autoComplete}
        maxLength={spec.maxLength}
        required
        value={value}
        onChange={onChange}
        {...fieldA11y(id, error, Boolean(spec.hint))}
      />
    </FormField>
  );
}

/** Form-shaped placeholders while the session is not known yet. */
export function AddressFormSkeleton() {
  return (
    <div className="panel address-form account-panel" role="status">
      <span className="visually-hidden">Loading the address form...</span>
      <div className="address-form__grid" aria-hidden="true">
        {Array.from({ length: 9 }, (_, index) => (
          <div className="form-field" key={index}>
            <span className="skeleton skeleton--line skeleton--short" />
            <span className="skeleton address-form__skeleton-input" />
          </div>
        ))}
      </div>
    </div>
  );
}
