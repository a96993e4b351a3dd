/**
 * The one way order screens write a date, in the page's language: "26 Nov 2026" in English (en-IN,
 * as SPEC's screens show it), "26 nov. 2026" in French (fr-CA). A plain calendar date
 * ("2026-11-26") is that day wherever the shopper is; a moment ("2026-11-26T10:00:00Z") is shown
 * in `timeZone`: the shopper's own once the page runs in the browser, the shop's on the server
 * and while a server-rendered page hydrates (use-order-dates.ts), so both render the same text.
 * Each formatter is built on first use and kept per language and zone, as review dates' are
 * (review-date.ts).
 */
import type { Locale } from "@/domain/locale";
import { zoneToWrite } from "@/domain/shop-time-zone";

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale === "fr" ? "fr-CA" : "en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      ...options,
    });
    formats.set(key, made);
  }
  return made;
}

/** "26 Nov 2026" / "26 nov. 2026"; the text itself when it is not a date the browser can read. */
export function formatOrderDate(iso: string, locale: Locale, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format(locale, { timeZone: zoneToWrite(iso, timeZone) }).format(date);
}

/**
 * A moment with its time of day: "7 Dec 2026, 2:30 pm" in English, "7 déc. 2026, 14 h 30" in
 * French; the text itself when the browser cannot read it.
 */
export function formatOrderMoment(iso: string, locale: Locale, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(date);
}
