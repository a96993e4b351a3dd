import { Form, useNavigation } from "react-router";
import type { Locale } from "@/domain/locale";
import { useI18n } from "@/lib/i18n/i18n-context";

/** What the profile's action answers about the language of the emails. */
export type EmailLanguageAnswer = { status: "saved"; locale: Locale } | { status: "failed" };

/** Each language named in itself, as a language switch names it. */
const LANGUAGES: readonly { locale: Locale; name: string }[] = [
  { locale: "en", name: "English" },
  { locale: "fr", name: "Français" },
];

/**
 * "Language for emails": a form posted to the profile's server action, so it works without
 * script; with script React Router posts it the same way and reads the page's data again.
 */
export function EmailLanguageForm({ locale, answer }: { locale: Locale; answer: EmailLanguageAnswer | undefined }) {
  const { t } = useI18n();
  const saving = useNavigation().state === "submitting";
  return (
    <Form method="post" className="panel account-panel account-email-language" aria-labelledby="email-language-title">
      <h2 id="email-language-title">{t("account.emailLanguage.title")}</h2>
      <p className="muted" id="email-language-intro">
        {t("account.emailLanguage.intro")}
      </p>
      {/* Keyed by the stored language: after a save the choice shows what the server now has. */}
      <fieldset key={locale} className="account-email-language__choices" aria-describedby="email-language-intro">
        <legend className="visually-hidden">{t("account.emailLanguage.title")}</legend>
        {LANGUAGES.map((language) => (
          <label key={language.locale} className="account-email-language__choice">
            <input type="radio" name="locale" value={language.locale} defaultChecked={language.locale === locale} />
            <span lang={language.locale}>{language.name}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--secondary" disabled={saving}>
        {t("account.emailLanguage.save")}
      </button>
      <p role="status" className="account-email-language__answer">
        {answer?.status === "saved" && !saving ? t("account.emailLanguage.saved") : ""}
      </p>
      {answer?.status === "failed" && (
        <p role="alert" className="form-alert">
          {t("account.emailLanguage.failed")}
        </p>
      )}
    </Form>
  );
}
