import { useI18n } from "@/lib/i18n/i18n-context";
import { Link } from "react-router";

/** SPEC.md section 2: the catch-all error screen. */
export function ErrorScreen() {
  const { t, path } = useI18n();
  return (
    <section className="error-screen" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{t("error.somethingWentWrong")}</h1>
      <p>
        <Link to={path("/")}>{t("error.backHome")}</Link>
      </p>
    </section>
  );
}
