import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { fieldA11y, FormField } from "@/components/form-field";
import { checkResetRequest, resetConfirmation } from "@/features/auth/utils/reset-request";

const FIELD_ID = "reset-identifier";

/**
 * /reset-password (SPEC.md section 2): a username or an email. Sending a reset link needs a mail
 * service the shop does not have, so submitting calls nothing: the page confirms what would
 * happen, says plainly that no email goes out, and points to Contact Us and Sign In.
 */
export function ResetPasswordForm() {
  const [value, setValue] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [requested, setRequested] = useState<string | null>(null);

  const check = checkResetRequest(value);
  const error = submitted && !check.ok ? check.error : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (check.ok) setRequested(check.identifier);
    else document.getElementById(FIELD_ID)?.focus();
  }

  if (requested !== null) return <ResetRequested identifier={requested} />;

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <FormField id={FIELD_ID} label="Username or email" error={error}>
        <input
          id={FIELD_ID}
          name="identifier"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          {...fieldA11y(FIELD_ID, error)}
        />
      </FormField>
      <button type="submit" className="button auth-form__submit">
        Request reset link
      </button>
    </form>
  );
}

/** The confirmation that replaces the form; the shopper's focus follows to it. */
function ResetRequested({ identifier }: { identifier: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="auth-confirmation" aria-labelledby="reset-requested-title">
      <h2 id="reset-requested-title" className="auth-confirmation__title" ref={headingRef} tabIndex={-1}>
        Reset link requested
      </h2>
      <p>{resetConfirmation(identifier)}</p>
      <p className="auth-confirmation__links">
        <Link className="button" to="/contact">
          Contact Us
        </Link>
        <Link className="button button--secondary" to="/login">
          Back to Sign In
        </Link>
      </p>
    </section>
  );
}
