import { useState, type InputHTMLAttributes } from "react";

/** A password input with a Show toggle, so a shopper on a phone can check what they typed. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-password">
      <input {...props} type={visible ? "text" : "password"} />
      <button
        type="button"
        className="auth-password__toggle"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        Show<span className="visually-hidden"> password</span>
      </button>
    </div>
  );
}
