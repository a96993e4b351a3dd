import { useMemo, useSyncExternalStore } from "react";
import { SHOP_TIME_ZONE } from "@/domain/shop-time-zone";
import { useI18n } from "@/lib/i18n/i18n-context";
import { formatOrderDate, formatOrderMoment } from "@/features/orders/utils/order-date";

const unchanging = () => () => undefined;
const viewersZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const shopsZone = () => SHOP_TIME_ZONE;

/**
 * The order screens' dates in the page's language, on the shopper's clock. The server does not
 * know that clock, so it writes the shop's, and a page it rendered hydrates with the shop's too
 * (React's server snapshot) before it is written again on the shopper's: an order placed at
 * 17:00 in Vancouver is the next day in UTC, and a server's date hydrated under the browser's
 * would be a mismatch that makes React discard the page's HTML.
 */
export function useOrderDates() {
  const { locale } = useI18n();
  const timeZone = useSyncExternalStore(unchanging, viewersZone, shopsZone);
  return useMemo(
    () => ({
      date: (iso: string) => formatOrderDate(iso, locale, timeZone),
      moment: (iso: string) => formatOrderMoment(iso, locale, timeZone),
    }),
    [locale, timeZone],
  );
}
