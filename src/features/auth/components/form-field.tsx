import { useState, type InputHTMLAttributes, type ReactNode } from "react";

/** aria-invalid and aria-describedby for a field, its error first, then its hint. */
export function fieldA11y(id: string, error: string | undefined, hint?: boolean) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

interface FormFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A visible label, the control, an optional hint and the field's error (tied by fieldA11y). */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className={`auth-field${error ? " auth-field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="auth-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a Show toggle, so a shopper on a phone can check what they typed. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-password">
      <input {...props} type={visible ? "text" : "password"} />
      <button type="button" className="auth-password__toggle" aria-pressed={visible} aria-controls={props.id} onClick={() => setVisible((shown) => !shown)}>
        Show<span className="visually-hidden"> password</span>
      </button>
    </div>
  );
}

/**
 * The form's own message (a refusal from the server, a network failure). The alert region is
 * always in the page, so screen readers announce the message when it appears in it.
 */
export function FormAlert({ message }: { message: string | null }) {
  return <div role="alert">{message && <p className="auth-alert">{message}</p>}</div>;
}
