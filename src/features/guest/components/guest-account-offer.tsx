import { Form, useNavigation } from "react-router";
import { FormField, fieldA11y } from "@/components/form-field";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";

/** What the confirmation's action answers to the offer. */
export type GuestAccountAnswer =
  | { kind: "created" | "exists"; email: string }
  | { status: "refused"; reason: "invalid" | "tooMany" | "failed"; password?: string };

const PASSWORD_ID = "guest-account-password";

/**
 * "Create an account" on a guest order's confirmation (issue 42, decision 062): a password, the
 * email being the guest's. The order joins the account once the link mailed to that email is
 * opened, which the answer says.
 */
export function GuestAccountOffer({ email, answer }: { email: string; answer: GuestAccountAnswer | undefined }) {
  const { t } = useI18n();
  const domainMessage = useDomainMessage();
  const creating = useNavigation().state === "submitting";
  const outcome = creating ? undefined : answer;
  const done = outcome && "kind" in outcome ? outcome : undefined;
  const refused = outcome && "status" in outcome ? outcome : undefined;
  // The registration's rule as the schema words it (English), in the page's language.
  const passwordError = refused?.password ? domainMessage(refused.password) : undefined;
  return (
    <section className="panel account-panel" aria-labelledby="guest-account-title">
      <h2 id="guest-account-title">{t("identity.guest.title")}</h2>
      {done ? (
        <p role="status">
          {t(done.kind === "created" ? "identity.guest.created" : "identity.guest.exists", { email: done.email })}
        </p>
      ) : (
        <Form method="post">
          <p>{t("identity.guest.intro", { email })}</p>
          <FormField
            id={PASSWORD_ID}
            label={t("register.password")}
            hint={t("register.passwordHint")}
            error={passwordError}
          >
            <input
              id={PASSWORD_ID}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              {...fieldA11y(PASSWORD_ID, passwordError, true)}
            />
          </FormField>
          <button type="submit" className="button" disabled={creating}>
            {creating ? t("identity.saving") : t("identity.guest.submit")}
          </button>
          {refused && refused.reason !== "invalid" && (
            <p role="alert" className="form-alert">
              {t(refused.reason === "tooMany" ? "identity.guest.tooMany" : "identity.failed")}
            </p>
          )}
        </Form>
      )}
    </section>
  );
}
