import { Form, Link } from "react-router";
import { FormAlert, FormField } from "@/components/form-field";
import type { FormReply } from "@/lib/form/form-reply";
import { useForm, useIsSubmitting } from "@/lib/form/use-form";
import { useI18n } from "@/lib/i18n/i18n-context";
import { checkLogin, LOGIN_FIELDS, type LoginField } from "@/features/auth/utils/login-messages";
import { PasswordInput } from "./password-input";

const FIELD_IDS: Record<LoginField, string> = { email: "login-email", password: "login-password" };

interface LoginFormProps {
  /** The action's answer when it sent the form back. */
  reply: FormReply<LoginField> | undefined;
  /** The email of an account registered a moment ago, so only the password is left to type. */
  registeredEmail: string;
}

/**
 * /login (SPEC.md sections 4, 5 and 8): both fields required, 'Loading...' on the disabled button
 * while the route's action signs in, then the welcome alert and home (or the page that sent the
 * shopper here, `?returnTo=`), or the section 8 message. Posted to the route's action, so it
 * works without script too.
 */
export function LoginForm({ reply, registeredEmail }: LoginFormProps) {
  const { t, path } = useI18n();
  const submitting = useIsSubmitting();
  const { form, field, error } = useForm({
    fields: LOGIN_FIELDS,
    ids: FIELD_IDS,
    check: checkLogin,
    reply,
    initial: { email: registeredEmail },
  });
  return (
    <Form method="post" className="auth-form" aria-busy={submitting} {...form}>
      <FormAlert message={submitting ? null : (reply?.formError ?? null)} />
      <FormField id={FIELD_IDS.email} label={t("login.email")} error={error("email")}>
        <input type="email" inputMode="email" autoComplete="email" required maxLength={254} {...field("email")} />
      </FormField>
      <FormField id={FIELD_IDS.password} label={t("login.password")} error={error("password")}>
        <PasswordInput autoComplete="current-password" required maxLength={128} {...field("password")} />
      </FormField>
      <p className="auth-form__aside">
        <Link to={path("/reset-password")}>{t("login.forgotPassword")}</Link>
      </p>
      <button type="submit" className="button auth-form__submit" disabled={submitting}>
        {submitting ? t("login.loading") : t("login.submit")}
      </button>
    </Form>
  );
}
