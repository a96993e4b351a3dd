import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useToast } from "@/components/toast";
import { useI18n } from "@/lib/i18n/i18n-context";

/** The field that says which sessions end: this device's, or every one of the customer's. */
export const SIGN_OUT_SCOPE_FIELD = "scope";

/** What /logout's clientAction answers when the sign-out did not happen (a success goes to /login). */
export interface SignOutFailure {
  failed: true;
}

interface SignOutButtonProps {
  className: string;
  /** "Sign out of all devices" rather than this device only. */
  everywhere?: boolean;
  children: string;
  failureMessage: string;
  onSubmit?: () => void;
}

/**
 * A form posted to /logout (src/app/routes/logout.ts), with script or without: the account menu's
 * and the header's Sign Out, and "Sign out of all devices". Disabled while on its way; a failure
 * keeps the shopper signed in and says so.
 */
export function SignOutButton({
  className,
  everywhere = false,
  children,
  failureMessage,
  onSubmit,
}: SignOutButtonProps) {
  const { path } = useI18n();
  const fetcher = useFetcher<SignOutFailure>();
  const toast = useToast();
  const failed = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (failed) toast(failureMessage);
  }, [failed, failureMessage, toast]);
  return (
    <fetcher.Form method="post" action={path("/logout")} onSubmit={onSubmit}>
      {everywhere && <input type="hidden" name={SIGN_OUT_SCOPE_FIELD} value="everywhere" />}
      <button type="submit" className={className} disabled={fetcher.state !== "idle"}>
        {children}
      </button>
    </fetcher.Form>
  );
}
