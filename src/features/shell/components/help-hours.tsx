import { HELP_HOURS } from "@/features/shell/utils/help-hours";

/** The help hours of SPEC.md section 1, word for word. */
export function HelpHours({ className = "help-hours" }: { className?: string }) {
  return (
    <ul className={className}>
      {HELP_HOURS.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
