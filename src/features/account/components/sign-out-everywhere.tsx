import { SignOutButton } from "@/components/sign-out-button";

/**
 * "Sign out of all devices": ends every session of the customer on the server (a cookie left on
 * a shared computer or copied included), this device's too, then goes to /login.
 */
export function SignOutEverywhere() {
  return (
    <section className="panel account-panel account-devices" aria-labelledby="account-devices-title">
      <h2 id="account-devices-title">Your devices</h2>
      <p className="muted">Signed in somewhere you no longer use? End every session of your account at once.</p>
      <SignOutButton
        className="button button--secondary"
        everywhere
        failureMessage="Signing out of all devices failed. Please try again."
      >
        Sign out of all devices
      </SignOutButton>
    </section>
  );
}
