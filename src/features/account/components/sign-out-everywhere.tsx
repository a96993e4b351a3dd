import { useSetAtom } from "jotai";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useToast } from "@/components/toast";
import { signOutEverywhereAtom } from "@/stores/session";

const FAILED = "Signing out of all devices failed. Please try again.";

/**
 * "Sign out of all devices": ends every session of the customer on the server (a cookie left on
 * a shared computer or copied included), this device's too, then goes to /login.
 */
export function SignOutEverywhere() {
  const signOutEverywhere = useSetAtom(signOutEverywhereAtom);
  const navigate = useNavigate();
  const toast = useToast();
  const [working, setWorking] = useState(false);

  async function signOutAndLeave() {
    setWorking(true);
    try {
      await signOutEverywhere();
      navigate("/login");
    } catch (error) {
      console.warn("Sign out of all devices failed:", error);
      toast(FAILED);
      setWorking(false);
    }
  }

  return (
    <section className="panel account-panel account-devices" aria-labelledby="account-devices-title">
      <h2 id="account-devices-title">Your devices</h2>
      <p className="muted">Signed in somewhere you no longer use? End every session of your account at once.</p>
      <button type="button" className="button button--secondary" onClick={signOutAndLeave} disabled={working}>
        Sign out of all devices
      </button>
    </section>
  );
}
