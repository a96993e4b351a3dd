import { Link } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";

/** A section of the policy or the accessibility statement: its title and its paragraphs or list, each one message. */
export function PolicySection({
  id,
  title,
  paragraphs = [],
  items = [],
  note,
}: {
  id: string;
  title: MessageId;
  paragraphs?: MessageId[];
  items?: MessageId[];
  /** A paragraph after the list. */
  note?: MessageId;
}) {
  const { t } = useI18n();
  return (
    <section className="panel info-card" aria-labelledby={id}>
      <h2 id={id}>{t(title)}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{t(paragraph)}</p>
      ))}
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      )}
      {note && <p>{t(note)}</p>}
    </section>
  );
}

/**
 * The privacy policy's sections (issue 41, decision 049): what the shop holds, why, how long, who
 * handles it, the customer's rights and how to use them.
 */
export function PrivacyPolicy() {
  const { t, path } = useI18n();
  return (
    <>
      <PolicySection
        id="privacy-held"
        title="privacy.held.title"
        items={[
          "privacy.held.account",
          "privacy.held.addresses",
          "privacy.held.orders",
          "privacy.held.reviews",
          "privacy.held.lists",
          "privacy.held.messages",
          "privacy.held.signIn",
        ]}
        note="privacy.held.noTracking"
      />
      <PolicySection id="privacy-why" title="privacy.why.title" paragraphs={["privacy.why.text"]} />
      <PolicySection
        id="privacy-how-long"
        title="privacy.howLong.title"
        items={[
          "privacy.howLong.account",
          "privacy.howLong.orders",
          "privacy.howLong.resets",
          "privacy.howLong.messages",
        ]}
      />
      <PolicySection
        id="privacy-processors"
        title="privacy.processors.title"
        paragraphs={["privacy.processors.text"]}
        items={[
          "privacy.processors.hosting",
          "privacy.processors.database",
          "privacy.processors.payments",
          "privacy.processors.email",
        ]}
      />
      <PolicySection
        id="privacy-rights"
        title="privacy.rights.title"
        paragraphs={["privacy.rights.access", "privacy.rights.quebec"]}
      />
      <PolicySection
        id="privacy-deletion"
        title="privacy.deletion.title"
        paragraphs={["privacy.deletion.erased", "privacy.deletion.kept", "privacy.deletion.email"]}
      />
      <section className="panel info-card" aria-labelledby="privacy-exercise">
        <h2 id="privacy-exercise">{t("privacy.exercise.title")}</h2>
        <p>{t("privacy.exercise.text")}</p>
      </section>
      <div className="info-actions">
        <Link className="button" to={path("/your-data")}>
          {t("privacy.exercise.yourData")}
        </Link>
        <Link className="button button--secondary" to={path("/contact")}>
          {t("email.contactUs")}
        </Link>
      </div>
    </>
  );
}
