import type { Locale } from "@/domain/locale";

/**
 * Built on first use and kept per language, not when the module loads: every product page loads
 * this module, and building an Intl formatter costs a phone tens of milliseconds of the page's
 * hydration, which only a page showing a review of this browser's needs.
 */
const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A review's ISO date (YYYY-MM-DD, a calendar day) in the page's language: "5 Jul 2026", "5 juill. 2026". */
export function formatReviewDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "fr" ? "fr-CA" : "en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    formats.set(locale, format);
  }
  return format.format(date);
}
