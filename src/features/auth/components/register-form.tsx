import { Form, Link } from "react-router";
import { FormAlert, FormField } from "@/components/form-field";
import type { FormReply } from "@/lib/form/form-reply";
import { useForm, useIsSubmitting } from "@/lib/form/use-form";
import { checkRegistration, REGISTER_FIELDS, type RegisterField } from "@/features/auth/utils/register-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { NewsConsentBox } from "@/components/news-consent-box";
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
 * the password's first broken rule shown in SPEC order; then the route's action registers the
 * customer and, after the alert 'Registration successful!', /login takes over with the email
 * filled in (and the page to come back to, when one sent the shopper here), or the server's
 * message comes back. Works without script too.
 */
export function RegisterForm({ reply }: { reply: FormReply<RegisterField> | undefined }) {
  const { t, path } = useI18n();
  const submitting = useIsSubmitting();
  const { form, field, error } = useForm({
    fields: REGISTER_FIELDS,
    ids: FIELD_IDS,
    check: checkRegistration,
    reply,
    hints: ["password"],
  });
  return (
    <Form method="post" className="auth-form" aria-busy={submitting} {...form}>
      <FormAlert message={submitting ? null : (reply?.formError ?? null)} />
      <div className="auth-form__row">
        <FormField id={FIELD_IDS.firstname} label={t("register.firstName")} error={error("firstname")}>
          <input type="text" autoComplete="given-name" required maxLength={60} {...field("firstname")} />
        </FormField>
        <FormField id={FIELD_IDS.lastname} label={t("register.lastName")} error={error("lastname")}>
          <input type="text" autoComplete="family-name" required maxLength={60} {...field("lastname")} />
        </FormField>
      </div>
      <FormField id={FIELD_IDS.email} label={t("register.email")} error={error("email")}>
        <input type="email" inputMode="email" autoComplete="email" required maxLength={254} {...field("email")} />
      </FormField>
      <FormField id={FIELD_IDS.mobileno} label={t("register.phone")} error={error("mobileno")}>
        <input type="tel" inputMode="tel" autoComplete="tel" required maxLength={20} {...field("mobileno")} />
      </FormField>
      <FormField
        id={FIELD_IDS.password}
        label={t("register.password")}
        error={error("password")}
        hint={t("register.passwordHint")}
      >
        <PasswordInput autoComplete="new-password" required maxLength={128} {...field("password")} />
      </FormField>
      <p>
        <Link to={path("/privacy")}>{t("privacy.registerLink")}</Link>
      </p>
      <NewsConsentBox id="register-news-consent" />
      <button type="submit" className="button auth-form__submit" disabled={submitting}>
        {submitting ? t("login.loading") : t("register.submit")}
      </button>
    </Form>
  );
}
