import type { Locale } from "@/domain/locale";
import { dateFormat } from "@/lib/date-format";

/** A review's ISO date (YYYY-MM-DD, a calendar day) in the page's language: "5 Jul 2026", "5 juill. 2026". */
export function formatReviewDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateFormat(locale, "calendar").format(date);
}
