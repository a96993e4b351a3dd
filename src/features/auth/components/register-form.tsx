import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { returnToIn, withReturnTo } from "@/lib/safe-return-to";
import { fieldA11y, FormAlert, FormField } from "@/components/form-field";
import { firstInvalidField, type FieldErrors } from "@/lib/form-check";
import { registerCustomer } from "@/features/auth/api/register-customer";
import {
  checkRegistration,
  EMPTY_REGISTER_VALUES,
  PASSWORD_HINT,
  REGISTER_FIELDS,
  REGISTRATION_SUCCESSFUL,
  registerFailure,
  type RegisterField,
  type RegisterValues,
} from "@/features/auth/utils/register-messages";
import { PasswordInput } from "./password-input";

const FIELD_IDS: Record<RegisterField, string> = {
  firstname: "register-first-name",
  lastname: "register-last-name",
  email: "register-email",
  mobileno: "register-phone",
  password: "register-password",
};

/**
 * /register (SPEC.md sections 4, 5 and 8): every rule checked on submit with its exact message,
 * the password's first broken rule shown in SPEC order; then POST /api/customers, the alert
 * 'Registration successful!' and /login (with the email filled in, and the page to come back to
 * after signing in when one sent the shopper here), or the server's message.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors<RegisterField>>({});

  const check = checkRegistration(values);
  const errors: FieldErrors<RegisterField> = { ...serverErrors, ...(submitted && !check.ok ? check.errors : {}) };

  function focusField(field: RegisterField | undefined) {
    if (field) document.getElementById(FIELD_IDS[field])?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setSubmitted(true);
    setServerErrors({});
    setFormError(null);
    if (!check.ok) {
      focusField(firstInvalidField(REGISTER_FIELDS, check.errors));
      return;
    }
    setLoading(true);
    try {
      await registerCustomer(check.body);
    } catch (error) {
      const failure = registerFailure(error);
      setLoading(false);
      setFormError(failure.message);
      setServerErrors(failure.fields);
      focusField(firstInvalidField(REGISTER_FIELDS, failure.fields));
      return;
    }
    window.alert(REGISTRATION_SUCCESSFUL);
    navigate(withReturnTo("/login", returnToIn(searchParams)), { state: { email: check.body.email } });
  }

  const update = (field: RegisterField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const text = (field: RegisterField) => ({
    id: FIELD_IDS[field],
    name: field,
    required: true,
    value: values[field],
    onChange: update(field),
    ...fieldA11y(FIELD_IDS[field], errors[field], field === "password"),
  });

  return (
    // Sent by script; POST so that a submission without it never puts the password in the address.
    <form className="auth-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={loading}>
      <FormAlert message={formError} />
      <div className="auth-form__row">
        <FormField id={FIELD_IDS.firstname} label="First name" error={errors.firstname}>
          <input type="text" autoComplete="given-name" maxLength={60} {...text("firstname")} />
        </FormField>
        <FormField id={FIELD_IDS.lastname} label="Last name" error={errors.lastname}>
          <input type="text" autoComplete="family-name" maxLength={60} {...text("lastname")} />
        </FormField>
      </div>
      <FormField id={FIELD_IDS.email} label="Email" error={errors.email}>
        <input type="email" inputMode="email" autoComplete="email" maxLength={254} {...text("email")} />
      </FormField>
      <FormField id={FIELD_IDS.mobileno} label="Phone number" error={errors.mobileno}>
        <input type="tel" inputMode="tel" autoComplete="tel" maxLength={20} {...text("mobileno")} />
      </FormField>
      <FormField id={FIELD_IDS.password} label="Password" error={errors.password} hint={PASSWORD_HINT}>
        <PasswordInput autoComplete="new-password" maxLength={128} {...text("password")} />
      </FormField>
      <button type="submit" className="button auth-form__submit" disabled={loading}>
        {loading ? "Loading..." : "Create Account"}
      </button>
    </form>
  );
}
