import { useDomainMessage } from "@/lib/i18n/domain-messages";
import type { ReactNode } from "react";

/**
 * aria-invalid and aria-describedby for the control of a FormField with the same id: its error
 * first, then its hint, so a screen reader reads what is wrong before the advice.
 */
export function fieldA11y(id: string, error: string | undefined, hint?: boolean) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

interface FormFieldProps {
  /** The control's id: the label points at it, the hint and error ids derive from it. */
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control itself, spread with fieldA11y(id, error, Boolean(hint)). */
  children: ReactNode;
}

/**
 * A visible label, the control, an optional hint and the field's error (`${id}-error`), a schema's
 * message worded in the page's language.
 */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const word = useDomainMessage();
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {word(error)}
        </p>
      )}
    </div>
  );
}

/**
 * The form's own message (a refusal from the server, a network failure). The alert region is
 * always in the page, so screen readers announce the message when it appears in it.
 */
export function FormAlert({ message }: { message: string | null }) {
  const word = useDomainMessage();
  return <div role="alert">{message && <p className="form-alert">{word(message)}</p>}</div>;
}
