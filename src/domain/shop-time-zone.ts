/**
 * The shop's clock, for a moment written where the shopper's is unknown (a page rendered on the
 * server, a browser without script, an email): Eastern time, where most of its Canadian shoppers are.
 */
export const SHOP_TIME_ZONE = "America/Toronto";

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The zone to write `iso` in: a calendar day ("2026-12-10", an expected delivery) is that day
 * everywhere, so it is read and written in UTC; a moment ("2026-12-08T01:00:00Z") on `clock`.
 */
export function zoneToWrite(iso: string, clock: string): string {
  return CALENDAR_DAY.test(iso) ? "UTC" : clock;
}
