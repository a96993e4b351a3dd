import type { ReactNode } from "react";
import { Link, type To } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Where page n of the same listing is, with the other parameters of its URL kept. */
  pageHref: (page: number) => To;
  /** Called as a page link is followed (the listing moves the focus to its top). */
  onPageChange: () => void;
}

/**
 * SPEC.md section 2: Previous / Next and 'Page X of Y'. They are links, so a crawler or a visitor
 * without JavaScript reaches every page; at the ends they are links without a target, disabled.
 */
export function Pagination({ page, pageCount, pageHref, onPageChange }: PaginationProps) {
  const { t } = useI18n();
  return (
    <nav className="pagination" aria-label={t("listing.pages")}>
      <PageLink to={page > 1 ? pageHref(page - 1) : null} rel="prev" onFollow={onPageChange}>
        <span aria-hidden="true">‹</span> {t("listing.previous")}
      </PageLink>
      <p className="pagination__status">{t("listing.pageOf", { page, count: pageCount })}</p>
      <PageLink to={page < pageCount ? pageHref(page + 1) : null} rel="next" onFollow={onPageChange}>
        {t("listing.next")} <span aria-hidden="true">›</span>
      </PageLink>
    </nav>
  );
}

function PageLink({
  to,
  rel,
  onFollow,
  children,
}: {
  to: To | null;
  rel: "prev" | "next";
  onFollow: () => void;
  children: ReactNode;
}) {
  const className = "button button--secondary pagination__button";
  if (to === null) {
    return (
      // The WAI-ARIA way of a disabled link: no href, the link role kept, aria-disabled.
      <a className={className} role="link" aria-disabled="true">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={to} rel={rel} preventScrollReset onClick={onFollow}>
      {children}
    </Link>
  );
}
