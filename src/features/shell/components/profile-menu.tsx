import { Suspense, useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { lazyPart } from "@/lib/page-start/lazy-part";
import { useI18n } from "@/lib/i18n/i18n-context";
import { accountHolder, useSessionUser } from "@/lib/session-user";
import { useDismiss } from "@/features/shell/hooks/use-dismiss";
import { UserIcon } from "./icons";

/**
 * Sign Out shows only once the browser knows a customer is signed in (the server renders every
 * page for a guest), so its form's code comes then, not with every page.
 */
const SignOut = lazyPart(() => import("@/components/sign-out-button").then(({ SignOutButton }) => SignOutButton));

/**
 * The Profile entry (SPEC.md section 2): the user's name or 'Profile', opening a dropdown with the
 * greeting, Your Account and, when signed in, Sign Out. A guest's checkout session is greeted as
 * signed out but keeps Sign Out: on a shared device it is the one way to end that session, which
 * opens its order's pages. A click outside or Escape closes it.
 */
export function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const { t, path } = useI18n();
  const session = useSessionUser();
  const user = accountHolder(session);
  const label = user?.name || t("profile");

  const dismiss = useCallback((reason: "escape" | "outside") => {
    setOpen(false);
    if (reason === "escape") buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, open, dismiss);

  return (
    <div className="profile-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-action"
        aria-expanded={open}
        aria-controls="profile-menu-panel"
        aria-label={user ? t("profileOf", { name: label }) : label}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="header-action__icon">
          <UserIcon />
        </span>
        <span className="header-action__label" aria-hidden="true">
          {label}
        </span>
      </button>
      <div className="profile-menu__panel" id="profile-menu-panel" hidden={!open}>
        <p className="profile-menu__greeting">{user ? t("helloName", { name: user.name }) : t("helloSignIn")}</p>
        <ul className="profile-menu__list">
          <li>
            <Link
              className="profile-menu__item"
              to={path(user ? "/UserProfile" : "/login")}
              onClick={() => setOpen(false)}
            >
              {t("yourAccount")}
            </Link>
          </li>
          {session && (
            <li>
              <Suspense>
                <SignOut.Part
                  className="profile-menu__item"
                  failureMessage={t("signOutFailed")}
                  onSubmit={() => setOpen(false)}
                >
                  {t("signOut")}
                </SignOut.Part>
              </Suspense>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
