import { Form, useNavigation } from "react-router";
import { DELETE_REFUSALS } from "@/domain/customer-data";
import { FormAlert, FormField, fieldA11y } from "@/components/form-field";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";

/** What the deletion's action answers when it does not redirect: a refusal's code. */
export interface DeleteAnswer {
  refusal: string;
}

const REFUSAL_WORDS: Record<string, MessageId> = {
  missing: "privacy.data.delete.missing",
  [DELETE_REFUSALS.wrongPassword]: "privacy.data.delete.wrongPassword",
  [DELETE_REFUSALS.tooMany]: "privacy.data.delete.tooMany",
  [DELETE_REFUSALS.incomplete]: "privacy.data.delete.incomplete",
};

/**
 * "Delete my account", confirmed by the password (decision 049): a form posted to the page's
 * server action, so it works without script; success lands on /account-deleted.
 */
export function DeleteAccountForm({ answer }: { answer: DeleteAnswer | undefined }) {
  const { t } = useI18n();
  const deleting = useNavigation().state === "submitting";
  const refusal = answer ? t(REFUSAL_WORDS[answer.refusal] ?? "privacy.data.delete.failed") : null;
  const fieldError = answer?.refusal === "missing" || answer?.refusal === DELETE_REFUSALS.wrongPassword;
  return (
    <Form method="post" className="panel info-card" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t("privacy.data.delete.title")}</h2>
      <p>{t("privacy.deletion.erased")}</p>
      <p>{t("privacy.deletion.kept")}</p>
      <p>{t("privacy.deletion.email")}</p>
      <FormField
        id="delete-password"
        label={t("privacy.data.delete.password")}
        hint={t("privacy.data.delete.confirm")}
        error={fieldError && refusal ? refusal : undefined}
      >
        <input
          id="delete-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          {...fieldA11y("delete-password", fieldError && refusal ? refusal : undefined, true)}
        />
      </FormField>
      <FormAlert message={fieldError ? null : refusal} />
      <button type="submit" className="button" disabled={deleting}>
        {deleting ? t("privacy.data.delete.deleting") : t("privacy.data.delete.button")}
      </button>
    </Form>
  );
}
