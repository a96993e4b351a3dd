import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { SignOutButton } from "@/components/sign-out-button";
import { useSessionUser } from "@/lib/session-user";
import { useDismiss } from "@/features/shell/hooks/use-dismiss";
import { UserIcon } from "./icons";

/**
 * The Profile entry (SPEC.md section 2): the user's name or 'Profile', opening a dropdown with the
 * greeting, Your Account and, when signed in, Sign Out. A click outside or Escape closes it.
 */
export function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const user = useSessionUser();
  const label = user?.name || "Profile";

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
        aria-label={user ? `${label}, profile` : label}
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
        <p className="profile-menu__greeting">{user ? `Hello, ${user.name}` : "Hello, Sign In"}</p>
        <ul className="profile-menu__list">
          <li>
            <Link className="profile-menu__item" to={user ? "/UserProfile" : "/login"} onClick={() => setOpen(false)}>
              Your Account
            </Link>
          </li>
          {user && (
            <li>
              <SignOutButton
                className="profile-menu__item"
                failureMessage="Sign out failed. Please try again."
                onSubmit={() => setOpen(false)}
              >
                Sign Out
              </SignOutButton>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
