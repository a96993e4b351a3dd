import type { SessionUser } from "@/domain/session";
import { useI18n } from "@/lib/i18n/i18n-context";
import { OverviewTiles, OverviewTilesSkeleton } from "./overview-tiles";
import { SignOutEverywhere } from "./sign-out-everywhere";

/** The signed-in customer's account home: who is signed in, the account tiles, and sign-out everywhere. */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const { t } = useI18n();
  const initial = user.name.trim().charAt(0).toLocaleUpperCase("en") || "?";
  return (
    <>
      <section className="panel account-panel account-profile" aria-labelledby="account-profile-title">
        <span className="account-profile__avatar" aria-hidden="true">
          {initial}
        </span>
        <div className="account-profile__text">
          <h2 className="visually-hidden" id="account-profile-title">
            {t("account.profile.details")}
          </h2>
          <p className="account-profile__name">{user.name}</p>
          <p className="muted">{t("account.profile.signedIn")}</p>
        </div>
      </section>
      <h2 className="account-section-title">{t("account.profile.yourAccount")}</h2>
      <OverviewTiles signedIn />
      <SignOutEverywhere />
    </>
  );
}

/** The account home's shape while nobody knows yet who is signed in. */
export function AccountLoading() {
  const { t } = useI18n();
  return (
    <div role="status">
      <span className="visually-hidden">{t("account.profile.loading")}</span>
      <div className="panel account-panel account-profile" aria-hidden="true">
        <span className="skeleton account-profile__avatar" />
        <div className="account-profile__text">
          <span className="skeleton skeleton--line account-profile__skeleton-name" />
          <span className="skeleton skeleton--line account-profile__skeleton-text" />
        </div>
      </div>
      <OverviewTilesSkeleton />
    </div>
  );
}
