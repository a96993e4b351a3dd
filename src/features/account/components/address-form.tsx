import { useEffect, useEffectEvent } from "react";
import { Form, Link, useFetcher, useRevalidator } from "react-router";
import { provinceName } from "@/components/address-lines";
import { fieldA11y, FormField } from "@/components/form-field";
import { LoadFailure } from "@/components/load-failure";
import { ADDRESS_COUNTRY, type Address } from "@/domain/address";
import type { FormReply } from "@/lib/form/form-reply";
import { useForm, useIsSubmitting } from "@/lib/form/use-form";
import {
  ADDRESS_FIELDS,
  ADDRESS_ID_FIELD,
  checkAddress,
  STAY_FIELD,
  type AddressField,
  type AddressFormAnswer,
} from "@/features/account/utils/address-form-check";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";
import "./account.css";

const fieldId = (field: AddressField | "country") => `address-${field}`;
const FIELD_IDS = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, fieldId(field)])) as Record<
  AddressField,
  string
>;

interface TextFieldSpec {
  field: Exclude<AddressField, "province">;
  label: MessageId;
  autoComplete: string;
  type?: "email" | "tel";
  inputMode?: "email" | "tel";
  autoCapitalize?: "characters";
  hint?: MessageId;
  maxLength: number;
}

const CONTACT_FIELDS: TextFieldSpec[] = [
  { field: "name", label: "addressForm.name", autoComplete: "name", maxLength: 120 },
  { field: "email", label: "login.email", autoComplete: "email", type: "email", inputMode: "email", maxLength: 254 },
  { field: "mobile", label: "addressForm.mobile", autoComplete: "tel", type: "tel", inputMode: "tel", maxLength: 20 },
];
const STREET_FIELDS: TextFieldSpec[] = [
  { field: "street", label: "addressForm.street", autoComplete: "address-line1", maxLength: 200 },
  { field: "locality", label: "addressForm.locality", autoComplete: "address-line2", maxLength: 200 },
  { field: "city", label: "addressForm.city", autoComplete: "address-level2", maxLength: 100 },
];
// Canadian postal codes hold letters (issue 31), so no numeric keypad; digits are still accepted.
const ZIP_FIELD: TextFieldSpec = {
  field: "zip",
  label: "addressForm.zip",
  autoComplete: "postal-code",
  autoCapitalize: "characters",
  hint: "addressForm.zipHint",
  maxLength: 10,
};

/** What the form is done with: the page form goes back to a path, the checkout's stays on its screen. */
type AddressFormExit =
  | {
      /** A safe internal path to go back to after saving or cancelling. */
      returnTo: string;
      /** The page's action's answer when it sent the form back. */
      reply: FormReply<AddressField> | undefined;
      onSaved?: never;
      onCancel?: never;
    }
  | {
      returnTo?: never;
      reply?: never;
      onSaved: (address: Address) => void;
      onCancel: () => void;
    };

/** The province names a route loader read; Retry runs it again. */
type ProvinceChoices = { status: "loaded"; data: string[] } | { status: "error" };

type AddressFormProps = AddressFormExit & {
  provinces: ProvinceChoices;
  /** The saved address to change; absent, the form adds a new one. */
  address?: Address;
  /** Moves the keyboard into the form when it opens in place of what the shopper was using. */
  focusOnOpen?: boolean;
};

/**
 * The address form (SPEC.md sections 2 and 5), adding an address or changing a saved one, posted
 * to /address-form's action with or without script. On its page it goes back where the shopper came
 * from, with the address id in the URL, so checkout can select it; inside the checkout (a fetcher,
 * so the checkout stays) it hands the saved address to `onSaved`.
 */
export function AddressForm(props: AddressFormProps) {
  const { t, path } = useI18n();
  const word = useDomainMessage();
  const { provinces, address, focusOnOpen, onSaved, onCancel } = props;
  const fetcher = useFetcher<AddressFormAnswer>();
  const inPlace = onSaved !== undefined;
  const pageSubmitting = useIsSubmitting();
  const saving = inPlace ? fetcher.state !== "idle" : pageSubmitting;
  const answer = inPlace ? fetcher.data : props.reply;
  const reply = answer && !("saved" in answer) ? answer : undefined;
  const saved = inPlace && fetcher.state === "idle" && answer && "saved" in answer ? answer.saved : undefined;

  const revalidator = useRevalidator();
  const provincesLoading = provinces.status === "error" && revalidator.state === "loading";
  const { form, field, error } = useForm({
    fields: ADDRESS_FIELDS,
    ids: FIELD_IDS,
    check: checkAddress,
    reply,
    initial: address,
    hints: ["zip"],
  });

  useEffect(() => {
    if (focusOnOpen) document.getElementById(FIELD_IDS.name)?.focus();
  }, [focusOnOpen]);
  const handOver = useEffectEvent((address: Address) => onSaved?.(address));
  useEffect(() => {
    if (saved) handOver(saved);
  }, [saved]);

  const FormElement = inPlace ? fetcher.Form : Form;

  return (
    <FormElement
      method="post"
      action={inPlace ? path("/address-form") : undefined}
      // Inside the checkout the form sits in the checkout's own panel.
      className={inPlace ? "address-form" : "panel address-form account-panel"}
      aria-describedby="address-form-note"
      {...form}
    >
      {inPlace && <input type="hidden" name={STAY_FIELD} value="1" />}
      {address && <input type="hidden" name={ADDRESS_ID_FIELD} value={address.id} />}
      <p className="address-form__note" id="address-form-note">
        {t("register.intro")}
      </p>
      <fieldset className="address-form__group">
        <legend>{t("addressForm.contact")}</legend>
        <div className="address-form__grid">
          {CONTACT_FIELDS.map((spec) => (
            <TextField key={spec.field} spec={spec} error={error(spec.field)} props={field(spec.field)} />
          ))}
        </div>
      </fieldset>
      <fieldset className="address-form__group">
        <legend>{t("addressForm.address")}</legend>
        <div className="address-form__grid">
          {STREET_FIELDS.map((spec) => (
            <TextField key={spec.field} spec={spec} error={error(spec.field)} props={field(spec.field)} />
          ))}
          <FormField id={fieldId("province")} label={t("addressForm.province")} error={error("province")}>
            <select required autoComplete="address-level1" {...field("province")}>
              <option value="">
                {provincesLoading ? t("addressForm.provincesLoading") : t("addressForm.chooseProvince")}
              </option>
              {provinces.status === "loaded" &&
                provinces.data.map((province) => (
                  <option key={province} value={province}>
                    {provinceName(t, province)}
                  </option>
                ))}
            </select>
            {provinces.status === "error" && !provincesLoading && (
              <LoadFailure
                layout="inline"
                message={t("addressForm.provincesFailed")}
                className="address-form__province-problem"
              />
            )}
          </FormField>
          <TextField spec={ZIP_FIELD} error={error("zip")} props={field("zip")} />
          <FormField
            id={fieldId("country")}
            label={t("addressForm.country")}
            hint={t("addressForm.countryHint", { country: ADDRESS_COUNTRY })}
          >
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
      {reply?.formError && !saving && (
        <p className="account-error address-form__problem" role="alert">
          {word(reply.formError)}
        </p>
      )}
      <div className="account-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t("login.loading") : t("addressForm.save")}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t("addresses.cancel")}
          </button>
        ) : (
          <Link className="button button--secondary" to={props.returnTo}>
            {t("addresses.cancel")}
          </Link>
        )}
      </div>
    </FormElement>
  );
}

interface TextFieldProps {
  spec: TextFieldSpec;
  error: string | undefined;
  /** The form's props for the field (useForm's `field`). */
  props: ReturnType<ReturnType<typeof useForm<AddressField>>["field"]>;
}

function TextField({ spec, error, props }: TextFieldProps) {
  const { t } = useI18n();
  return (
    <FormField id={props.id} label={t(spec.label)} error={error} hint={spec.hint && t(spec.hint)}>
      <input
        type={spec.type ?? "text"}
        inputMode={spec.inputMode}
        autoCapitalize={spec.autoCapitalize}
        autoComplete={spec.autoComplete}
        maxLength={spec.maxLength}
        required
        {...props}
      />
    </FormField>
  );
}
