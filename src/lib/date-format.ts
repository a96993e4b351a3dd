/**
 * The short date every screen writes, per language: English as SPEC's screens show it (en-IN,
 * "7 Dec 2026"), French as fr-CA writes it ("7 déc. 2026", ../shared/FRENCH.md). Each formatter is
 * built on first use and kept per language: building an Intl formatter costs a phone tens of
 * milliseconds of a page's hydration, which only a page showing a date should pay.
 */
import type { Locale } from "@/domain/locale";

/** "calendar": a day as written (a YYYY-MM-DD date, read in UTC); "local": a moment on the shopper's own calendar. */
export type DateKind = "calendar" | "local";

const TAG: Record<Locale, string> = { en: "en-IN", fr: "fr-CA" };

const made = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: Locale, kind: DateKind): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(TAG[locale], {
      day: "numeric",
      month: "short",
      year: "numeric",
      ...(kind === "calendar" && { timeZone: "UTC" }),
    });
    made.set(key, format);
  }
  return format;
}
