/**
 * Built on first use, not when the module loads: every product page loads this module, and
 * building an Intl formatter costs a phone tens of milliseconds of the page's hydration, which
 * only a page showing a review of this browser's needs.
 */
let dateFormat: Intl.DateTimeFormat | null = null;

/** A review's ISO date (YYYY-MM-DD, a calendar day) as shoppers read it: "5 Jul 2026". */
export function formatReviewDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  dateFormat ??= new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return dateFormat.format(date);
}
