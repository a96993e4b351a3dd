import { useI18n } from "@/lib/i18n/i18n-context";

/** The help hours of SPEC.md section 1, word for word in English (the help phone number is not in the SPEC, so none is shown anywhere). */
export function HelpHours({ className = "help-hours" }: { className?: string }) {
  const { t } = useI18n();
  return (
    <ul className={className}>
      <li>{t("footer.helpWeekdays")}</li>
      <li>{t("footer.helpWeekend")}</li>
    </ul>
  );
}
