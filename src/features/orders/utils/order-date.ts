/**
 * The one way order screens write a date, in the page's language: "26 Nov 2026" in English (en-IN,
 * as SPEC's screens show it), "26 nov. 2026" in French (fr-CA). A plain calendar date
 * ("2026-11-26") is that day wherever the shopper is; a moment ("2026-11-26T10:00:00Z") is shown
 * on the shopper's own calendar.
 */
import type { Locale } from "@/domain/locale";
import { dateFormat } from "@/lib/date-format";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** "26 Nov 2026" / "26 nov. 2026"; the text itself when it is not a date the browser can read. */
export function formatOrderDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, DATE_ONLY.test(iso) ? "calendar" : "local").format(date);
}
