import { Link, useLocation } from "react-router";
import { LANGUAGE_TAG, localizedPath, otherLocale, pathWithoutLocale } from "@domain/locale";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * The same page in the other language, its query kept (issue 38): "Français" on an English page,
 * "English" on a French one, each named in its own language and marked so (WCAG 3.1.2).
 */
export function LanguageSwitch({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  const other = otherLocale(locale);
  const tag = LANGUAGE_TAG[other];
  return (
    <Link
      className={className}
      to={localizedPath(other, pathWithoutLocale(pathname) + search)}
      lang={tag}
      hrefLang={tag}
      onClick={onNavigate}
    >
      {t("otherLanguage")}
    </Link>
  );
}
