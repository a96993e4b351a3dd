import { Link, useLocation } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";
import { pageToReturnTo, withReturnTo } from "@/lib/safe-return-to";

/**
 * What a guest sees instead of a customer-only screen: why, and the way in. The account pages
 * are reachable by URL, so they say so rather than showing an empty page or someone's old data.
 * Signing in or registering from here comes back to this page (an emailed /track link, say).
 */
export function SignInPrompt({ reason }: { reason: string }) {
  const { t, path } = useI18n();
  const { pathname, search } = useLocation();
  const returnTo = pageToReturnTo(pathname, search);
  return (
    <section className="panel account-panel sign-in-prompt" aria-labelledby="sign-in-prompt-title">
      <h2 id="sign-in-prompt-title">{t("account.prompt.title")}</h2>
      <p>{reason}</p>
      <div className="account-actions">
        <Link className="button" to={path(withReturnTo("/login", returnTo))}>
          {t("register.signIn")}
        </Link>
        <Link className="button button--secondary" to={path(withReturnTo("/register", returnTo))}>
          {t("login.createAccount")}
        </Link>
      </div>
    </section>
  );
}
