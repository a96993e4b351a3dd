import { Link } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";
import { PolicySection } from "./privacy-policy";

/**
 * The accessibility statement's sections (issue 41): the target, how the shop is checked (only
 * what its tests do, docs/testing.md), what is known not to work for everyone, and the way to
 * report a barrier, which is the contact form: a message there reaches a person.
 */
export function AccessibilityStatement() {
  const { t, path } = useI18n();
  return (
    <>
      <PolicySection
        id="accessibility-target"
        title="accessibility.target.title"
        paragraphs={["accessibility.target.text"]}
      />
      <PolicySection
        id="accessibility-testing"
        title="accessibility.testing.title"
        items={["accessibility.testing.axe", "accessibility.testing.noScript", "accessibility.testing.keyboard"]}
      />
      <PolicySection
        id="accessibility-limits"
        title="accessibility.limits.title"
        items={["accessibility.limits.script", "accessibility.limits.payment", "accessibility.limits.people"]}
      />
      <PolicySection
        id="accessibility-report"
        title="accessibility.report.title"
        paragraphs={["accessibility.report.text"]}
      />
      <div className="info-actions">
        <Link className="button" to={path("/contact")}>
          {t("accessibility.report.link")}
        </Link>
      </div>
    </>
  );
}
