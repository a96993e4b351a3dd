import { Form, useNavigation, useSearchParams } from "react-router";
import { FormField, fieldA11y } from "@/components/form-field";
import { useI18n } from "@/lib/i18n/i18n-context";
import { passwordRefusalWords } from "@/features/account/utils/password-refusal";

/** The profile action's intent for this form (the other is the language of the emails). */
export const PASSWORD_INTENT = "password";
export type PasswordField = "currentPassword" | "password";

/** Where the profile's action sends the shopper after a change: the page saying so. */
export const PASSWORD_CHANGED_PARAM = "passwordChanged";

/** What the profile's action answers about a password change it refused. */
export interface PasswordAnswer {
  intent: typeof PASSWORD_INTENT;
  status: "refused";
  reason: "invalid" | "wrong" | "tooMany" | "failed";
  fields?: Partial<Record<PasswordField, string>>;
  minutes?: number;
}

const CURRENT_ID = "current-password";
const NEW_ID = "new-password";

/**
 * "Change your password" (issue 40, decision 058): a form posted to the profile's server action,
 * so it works without script; the current password is asked, the new one follows registration's
 * rule, and every other device is signed out (this one stays signed in).
 */
export function PasswordChangeForm({ answer }: { answer: PasswordAnswer | undefined }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const changing = navigation.state === "submitting" && navigation.formData?.get("intent") === PASSWORD_INTENT;
  const changed = params.has(PASSWORD_CHANGED_PARAM) && answer === undefined && !changing;
  const refused = answer && !changing ? answer : null;
  const { currentPassword: currentError, alert } = passwordRefusalWords(t, refused, "account2.password.failed");
  const newError = refused?.fields?.password;
  return (
    // A new form after a change, so neither password stays typed in it.
    <Form
      key={changed ? "changed" : "open"}
      method="post"
      className="panel account-panel account-password"
      aria-labelledby="password-change-title"
    >
      <h2 id="password-change-title">{t("account2.password.title")}</h2>
      <p className="muted">{t("account2.password.intro")}</p>
      <input type="hidden" name="intent" value={PASSWORD_INTENT} />
      <FormField id={CURRENT_ID} label={t("account2.password.current")} error={currentError}>
        <input
          id={CURRENT_ID}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          {...fieldA11y(CURRENT_ID, currentError)}
        />
      </FormField>
      <FormField id={NEW_ID} label={t("account2.password.new")} hint={t("register.passwordHint")} error={newError}>
        <input
          id={NEW_ID}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          {...fieldA11y(NEW_ID, newError, true)}
        />
      </FormField>
      <button type="submit" className="button button--secondary" disabled={changing}>
        {changing ? t("account2.password.changing") : t("account2.password.submit")}
      </button>
      <p role="status" className="account-password__answer">
        {changed ? t("account2.password.changed") : ""}
      </p>
      {alert && (
        <p role="alert" className="form-alert">
          {alert}
        </p>
      )}
    </Form>
  );
}
