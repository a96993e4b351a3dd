import { Form, Link, useNavigation, useSearchParams } from "react-router";
import {
  EMAIL_LINK_PARAM,
  lastNameRequired,
  type EmailLinkRefusal,
  type EmailLinkState,
  type Identity,
} from "@/domain/identity";
import { FormField, fieldA11y } from "@/components/form-field";
import { useI18n } from "@/lib/i18n/i18n-context";
import { passwordRefusalWords } from "@/features/account/utils/password-refusal";

/** The profile action's intents of this file (decision 062). */
export const IDENTITY_INTENTS = {
  details: "details",
  email: "email",
  confirmRequest: "confirm-request",
  confirmLink: "confirm-email",
} as const;
type IdentityIntent = (typeof IDENTITY_INTENTS)[keyof typeof IDENTITY_INTENTS];

/** Where the profile's action sends the shopper after saving the details: the page saying so. */
export const DETAILS_SAVED_PARAM = "detailsSaved";

export type DetailsField = "firstname" | "lastname" | "mobileno";
export type EmailField = "email" | "currentPassword";

/** What the profile's action answers to one of these forms. */
export type IdentityAnswer =
  | {
      intent: typeof IDENTITY_INTENTS.details;
      status: "refused";
      reason: "invalid" | "failed";
      fields?: Partial<Record<DetailsField, string>>;
    }
  | { intent: typeof IDENTITY_INTENTS.email; status: "sent"; email: string }
  | {
      intent: typeof IDENTITY_INTENTS.email;
      status: "refused";
      reason: "invalid" | "wrong" | "taken" | "same" | "tooMany" | "failed";
      fields?: Partial<Record<EmailField, string>>;
      minutes?: number;
    }
  | { intent: typeof IDENTITY_INTENTS.confirmRequest; status: "sent" | "failed" }
  | {
      intent: typeof IDENTITY_INTENTS.confirmLink;
      status: "confirmed";
      email: string;
      changed: boolean;
      orders: number;
    }
  | { intent: typeof IDENTITY_INTENTS.confirmLink; status: "refused"; reason: EmailLinkRefusal | "failed" };

export function isIdentityAnswer(answer: unknown): answer is IdentityAnswer {
  const intent = (answer as { intent?: unknown } | null)?.intent;
  return Object.values(IDENTITY_INTENTS).includes(intent as IdentityIntent);
}

const answerOf = <I extends IdentityIntent>(answer: IdentityAnswer | undefined, intent: I) =>
  answer?.intent === intent ? (answer as Extract<IdentityAnswer, { intent: I }>) : undefined;

function useSubmitting(intent: IdentityIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** "Your details": name and phone (issue 40), posted to the profile's server action, so it works without script. */
export function DetailsForm({ identity, answer }: { identity: Identity; answer: IdentityAnswer | undefined }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const saving = useSubmitting(IDENTITY_INTENTS.details);
  const refused = saving ? undefined : answerOf(answer, IDENTITY_INTENTS.details);
  const saved = params.has(DETAILS_SAVED_PARAM) && !refused && !saving;
  const fields = refused?.fields ?? {};
  // An account made from a one-name guest may keep one name (decision 063).
  const oneName = !lastNameRequired(identity);
  const field = (name: DetailsField, id: string) => ({
    id,
    name,
    defaultValue: identity[name],
    required: name !== "lastname" || !oneName,
    ...fieldA11y(id, fields[name], name === "lastname" && oneName),
  });
  return (
    // A new form once saved, so each field shows what was stored (the phone as its digits).
    <Form
      key={`${identity.firstname}\n${identity.lastname}\n${identity.mobileno}`}
      method="post"
      className="panel account-panel"
      aria-labelledby="identity-details-title"
    >
      <h2 id="identity-details-title">{t("identity.details.title")}</h2>
      <input type="hidden" name="intent" value={IDENTITY_INTENTS.details} />
      <FormField id="identity-firstname" label={t("register.firstName")} error={fields.firstname}>
        <input autoComplete="given-name" maxLength={60} {...field("firstname", "identity-firstname")} />
      </FormField>
      <FormField
        id="identity-lastname"
        label={t("register.lastName")}
        hint={oneName ? t("identity.details.oneNameHint") : undefined}
        error={fields.lastname}
      >
        <input autoComplete="family-name" maxLength={60} {...field("lastname", "identity-lastname")} />
      </FormField>
      <FormField id="identity-mobileno" label={t("register.phone")} error={fields.mobileno}>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          {...field("mobileno", "identity-mobileno")}
        />
      </FormField>
      <button type="submit" className="button button--secondary" disabled={saving}>
        {saving ? t("identity.saving") : t("identity.details.submit")}
      </button>
      <p role="status">{saved ? t("identity.details.saved") : ""}</p>
      {refused?.reason === "failed" && (
        <p role="alert" className="form-alert">
          {t("identity.failed")}
        </p>
      )}
    </Form>
  );
}

/**
 * "Your email": the address now, a link to confirm it while it is not (the orders placed as a
 * guest with it join then), and a new address asked with the current password, which changes
 * only once the link mailed to it is opened.
 */
export function EmailForms({ identity, answer }: { identity: Identity; answer: IdentityAnswer | undefined }) {
  const { t } = useI18n();
  const changing = useSubmitting(IDENTITY_INTENTS.email);
  const asking = useSubmitting(IDENTITY_INTENTS.confirmRequest);
  const change = changing ? undefined : answerOf(answer, IDENTITY_INTENTS.email);
  const confirmRequest = asking ? undefined : answerOf(answer, IDENTITY_INTENTS.confirmRequest);
  const refused = change?.status === "refused" ? change : undefined;
  const emailError =
    refused?.reason === "taken"
      ? t("identity.email.taken")
      : refused?.reason === "same"
        ? t("identity.email.same")
        : refused?.fields?.email;
  const { currentPassword: passwordError, alert } = passwordRefusalWords(t, refused, "identity.failed");
  return (
    <section className="panel account-panel" aria-labelledby="identity-email-title">
      <h2 id="identity-email-title">{t("identity.email.title")}</h2>
      <p>
        {t(identity.emailConfirmed ? "identity.email.currentConfirmed" : "identity.email.current", {
          email: identity.email,
        })}
      </p>
      {!identity.emailConfirmed && (
        <Form method="post">
          <p className="muted">{t("identity.email.confirmWhy")}</p>
          <input type="hidden" name="intent" value={IDENTITY_INTENTS.confirmRequest} />
          <button type="submit" className="button button--secondary" disabled={asking}>
            {asking ? t("identity.sending") : t("identity.email.confirmRequest")}
          </button>
          <p role="status">
            {confirmRequest?.status === "sent" ? t("identity.email.confirmSent", { email: identity.email }) : ""}
          </p>
          {confirmRequest?.status === "failed" && (
            <p role="alert" className="form-alert">
              {t("identity.failed")}
            </p>
          )}
        </Form>
      )}
      {/* A new form once sent, so neither field stays typed in it. */}
      <Form key={change?.status === "sent" ? "sent" : "open"} method="post">
        <h3>{t("identity.email.changeTitle")}</h3>
        <input type="hidden" name="intent" value={IDENTITY_INTENTS.email} />
        <FormField id="identity-new-email" label={t("identity.email.new")} error={emailError}>
          <input
            id="identity-new-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            {...fieldA11y("identity-new-email", emailError)}
          />
        </FormField>
        <FormField id="identity-email-password" label={t("identity.email.password")} error={passwordError}>
          <input
            id="identity-email-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            {...fieldA11y("identity-email-password", passwordError)}
          />
        </FormField>
        <button type="submit" className="button button--secondary" disabled={changing}>
          {changing ? t("identity.sending") : t("identity.email.changeSubmit")}
        </button>
        <p role="status">
          {change?.status === "sent"
            ? t("identity.email.changeSent", { email: change.email, current: identity.email })
            : ""}
        </p>
        {alert && (
          <p role="alert" className="form-alert">
            {alert}
          </p>
        )}
      </Form>
    </section>
  );
}

const REFUSAL_IDS = {
  invalid: "identity.link.invalid",
  expired: "identity.link.expired",
  used: "identity.link.used",
  taken: "identity.link.taken",
  failed: "identity.failed",
} as const;

/**
 * A confirmation link opened on the profile, signed in or not: what it would do, and a button to
 * do it (a mail scanner's visit changes nothing); then what it did, or why it does nothing.
 */
export function EmailLinkPanel({
  state,
  answer,
  signedIn,
}: {
  state: EmailLinkState;
  answer: IdentityAnswer | undefined;
  signedIn: boolean;
}) {
  const { t, path } = useI18n();
  const confirming = useSubmitting(IDENTITY_INTENTS.confirmLink);
  const [params] = useSearchParams();
  const outcome = confirming ? undefined : answerOf(answer, IDENTITY_INTENTS.confirmLink);
  const refusal = outcome?.status === "refused" ? outcome.reason : state.status === "open" ? null : state.status;
  return (
    <section className="panel account-panel" aria-labelledby="email-link-title">
      <h2 id="email-link-title">{t("identity.link.title")}</h2>
      {outcome?.status === "confirmed" ? (
        <div role="status">
          <p>{t(outcome.changed ? "identity.link.changed" : "identity.link.confirmed", { email: outcome.email })}</p>
          {outcome.orders > 0 && <p>{t("identity.link.orders", { count: outcome.orders })}</p>}
          <p>
            <Link to={path(signedIn ? "/your-orders" : "/login")}>
              {signedIn ? t("identity.link.toOrders") : t("identity.link.signIn")}
            </Link>
          </p>
        </div>
      ) : refusal ? (
        <p role="alert" className="form-alert">
          {t(REFUSAL_IDS[refusal])}
        </p>
      ) : state.status === "open" ? (
        <Form method="post">
          <p>{t(state.change ? "identity.link.askChange" : "identity.link.ask", { email: state.email })}</p>
          <input type="hidden" name="intent" value={IDENTITY_INTENTS.confirmLink} />
          <input type="hidden" name="token" value={params.get(EMAIL_LINK_PARAM) ?? ""} />
          <button type="submit" className="button" disabled={confirming}>
            {confirming ? t("identity.sending") : t("identity.link.submit")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
