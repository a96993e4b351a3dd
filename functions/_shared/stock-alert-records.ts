/**
 * The customers' back-in-stock alerts (issue 16), one record per customer in Netlify Blobs: read and
 * changed by /api/stock-alerts, read by the scheduled back-in-stock run and the emails it sends,
 * emptied by the email's stop link (decision 028).
 */
import { StockAlertRecordSchema, type StockAlertRecord } from "@domain/stock-alerts";
import { customerRecords } from "./customer-record";

export const alertRecords = customerRecords("stock-alerts", StockAlertRecordSchema);

export const NO_ALERTS: StockAlertRecord = { items: [], seen: [] };

/** Whether the customer follows the product now (a message written before a stop is not sent). */
export async function isFollowing(customerId: number, productId: number): Promise<boolean> {
  const record = await alertRecords.read(customerId);
  return record?.items.some((item) => item.id === productId) ?? false;
}

/** Every alert of every customer. */
export async function allAlerts(): Promise<{ customerId: number; productId: number }[]> {
  const alerts: { customerId: number; productId: number }[] = [];
  for (const customerId of await alertRecords.customerIds()) {
    const record = await alertRecords.read(customerId);
    for (const item of record?.items ?? []) alerts.push({ customerId, productId: item.id });
  }
  return alerts;
}

/** Stops every alert of the customer; answers how many there were. */
export function stopAllAlerts(customerId: number): Promise<number> {
  return alertRecords.change(customerId, (stored) => {
    const count = stored?.items.length ?? 0;
    return count === 0 ? { result: 0 } : { write: NO_ALERTS, result: count };
  });
}
