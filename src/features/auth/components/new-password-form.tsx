import { useEffect } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { FormAlert, FormField, fieldA11y } from "@/components/form-field";
import { PasswordInput } from "@/features/auth/components/password-input";
import { ResetsUnavailable } from "@/features/auth/components/reset-password-form";
import type { ResetActionData } from "@/features/auth/utils/reset-request";
import { useI18n } from "@/lib/i18n/i18n-context";

const FIELD_ID = "new-password";

/**
 * The page a reset link opens: a new password under the register form's rules and messages
 * (src/domain/account.ts), sent with the link's token to the route's action; a link the loader
 * found used, expired or forged shows only why and the way to a new one. On success the
 * action signs the customer in here and opens the account.
 */
export function NewPasswordForm({ token, link }: { token: string; link: ResetActionData | null }) {
  const { t, path } = useI18n();
  // The loader's word on the link until the form is sent, then the action's.
  const result = useActionData<ResetActionData>() ?? link ?? undefined;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const error = result?.field?.name === "password" ? result.field.error : undefined;

  useEffect(() => {
    if (error) document.getElementById(FIELD_ID)?.focus();
  }, [result, error]);

  if (result?.unavailable) return <ResetsUnavailable message={result.unavailable} />;
  if (result?.linkRefused) {
    return (
      <div className="auth-confirmation">
        <FormAlert message={result.formError ?? null} />
        <p className="auth-confirmation__links">
          <Link className="button" to={path("/reset-password")}>
            {t("reset.askAgain")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <Form method="post" className="auth-form" noValidate>
      <FormAlert message={result?.formError ?? null} />
      <input type="hidden" name="token" value={token} />
      <FormField id={FIELD_ID} label={t("reset.newPassword")} error={error} hint={t("register.passwordHint")}>
        <PasswordInput
          id={FIELD_ID}
          name="password"
          autoComplete="new-password"
          required
          {...fieldA11y(FIELD_ID, error, true)}
        />
      </FormField>
      <button type="submit" className="button auth-form__submit" disabled={sending}>
        {sending ? t("reset.saving") : t("reset.setPassword")}
      </button>
    </Form>
  );
}
