import { useState, type InputHTMLAttributes } from "react";
import { useI18n } from "@/lib/i18n/i18n-context";

/** A password input with a Show toggle, so a shopper on a phone can check what they typed. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const { t } = useI18n();
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
        {t("password.show")}
        <span className="visually-hidden"> {t("password.showWhat")}</span>
      </button>
    </div>
  );
}
