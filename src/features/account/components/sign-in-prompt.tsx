import { Link } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * What a guest sees instead of a customer-only screen: why, and the way in. The account pages
 * are reachable by URL, so they say so rather than showing an empty page or someone's old data.
 */
export function SignInPrompt({ reason }: { reason: string }) {
  const { t, path } = useI18n();
  return (
    <section className="panel account-panel sign-in-prompt" aria-labelledby="sign-in-prompt-title">
      <h2 id="sign-in-prompt-title">{t("account.prompt.title")}</h2>
      <p>{reason}</p>
      <div className="account-actions">
        <Link className="button" to={path("/login")}>
          {t("register.signIn")}
        </Link>
        <Link className="button button--secondary" to={path("/register")}>
          {t("login.createAccount")}
        </Link>
      </div>
    </section>
  );
}
