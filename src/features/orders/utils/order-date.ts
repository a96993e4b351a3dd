/**
 * The one way order screens write a date: en-IN style, "26 Nov 2026". A plain calendar date
 * ("2026-11-26") is that day wherever the shopper is; a moment ("2026-11-26T10:00:00Z") is shown
 * on the shopper's own calendar.
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const localFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const calendarFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "26 Nov 2026"; the text itself when it is not a date the browser can read. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return DATE_ONLY.test(iso) ? calendarFormat.format(date) : localFormat.format(date);
}
