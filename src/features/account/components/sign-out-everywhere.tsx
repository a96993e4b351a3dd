import { SignOutButton } from "@/components/sign-out-button";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * "Sign out of all devices": ends every session of the customer on the server (a cookie left on
 * a shared computer or copied included), this device's too, then goes to /login.
 */
export function SignOutEverywhere() {
  const { t } = useI18n();
  return (
    <section className="panel account-panel account-devices" aria-labelledby="account-devices-title">
      <h2 id="account-devices-title">{t("account.devices.title")}</h2>
      <p className="muted">{t("account.devices.text")}</p>
      <SignOutButton className="button button--secondary" everywhere failureMessage={t("account.devices.failed")}>
        {t("account.devices.signOut")}
      </SignOutButton>
    </section>
  );
}
