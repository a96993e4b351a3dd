import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { FormAlert, FormField, fieldA11y } from "@/components/form-field";
import type { ResetActionData } from "@/features/auth/utils/reset-request";
import { RESET_LINK_MINUTES } from "@/domain/password-reset";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";

const FIELD_ID = "reset-identifier";

/**
 * /reset-password (SPEC.md section 2): a username or an email, sent to the route's action with or
 * without script. Every accepted request gets the same confirmation, whether an account matches
 * or not; the link itself arrives by email.
 */
export function ResetPasswordForm() {
  const { t } = useI18n();
  const result = useActionData<ResetActionData>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const error = result?.field?.name === "identifier" ? result.field.error : undefined;

  useEffect(() => {
    if (error) document.getElementById(FIELD_ID)?.focus();
  }, [result, error]);

  if (result?.requested) return <ResetRequested identifier={result.requested} />;
  if (result?.unavailable) return <ResetsUnavailable message={result.unavailable} />;

  return (
    <Form method="post" className="auth-form" noValidate>
      <FormAlert message={result?.formError ?? null} />
      <FormField id={FIELD_ID} label={t("reset.identifier")} error={error}>
        <input
          id={FIELD_ID}
          name="identifier"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          {...fieldA11y(FIELD_ID, error)}
        />
      </FormField>
      <button type="submit" className="button auth-form__submit" disabled={sending}>
        {sending ? t("reset.sending") : t("reset.request")}
      </button>
    </Form>
  );
}

/** A heading the shopper's focus follows to when it replaces the form. */
function FocusedHeading({ id, children }: { id: string; children: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <h2 id={id} className="auth-confirmation__title" ref={headingRef} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** The confirmation that replaces the form. */
function ResetRequested({ identifier }: { identifier: string }) {
  const { t, path } = useI18n();
  return (
    <section className="auth-confirmation" aria-labelledby="reset-requested-title">
      <FocusedHeading id="reset-requested-title">{t("reset.requestedTitle")}</FocusedHeading>
      <p>{t("reset.requested", { identifier, minutes: RESET_LINK_MINUTES })}</p>
      <p className="auth-confirmation__links">
        <Link className="button" to={path("/login")}>
          {t("reset.backToSignIn")}
        </Link>
      </p>
    </section>
  );
}

/** A shop API without password resets: the way on is Contact Us. */
export function ResetsUnavailable({ message }: { message: string }) {
  const { t, path } = useI18n();
  const word = useDomainMessage();
  return (
    <section className="auth-confirmation" aria-labelledby="reset-unavailable-title">
      <FocusedHeading id="reset-unavailable-title">{t("reset.unavailableTitle")}</FocusedHeading>
      <p>{word(message)}</p>
      <p className="auth-confirmation__links">
        <Link className="button" to={path("/contact")}>
          {t("reset.contactUs")}
        </Link>
        <Link className="button button--secondary" to={path("/login")}>
          {t("reset.backToSignIn")}
        </Link>
      </p>
    </section>
  );
}
