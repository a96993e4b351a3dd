/** The token of a back-in-stock email's stop link (decision 028), signed as signed-customer-token.ts says. */
import { STOCK_ALERTS_STOP_PATH } from "@domain/stock-alerts";
import { customerOfToken, customerToken } from "./signed-customer-token";

export const stockAlertsStopToken = (customerId: number) => customerToken("stock-alerts-stop", customerId);

export const customerOfStopToken = (token: string) => customerOfToken("stock-alerts-stop", token);

/** The stop link's page. */
export function stockAlertsStopPath(token: string): string {
  return `${STOCK_ALERTS_STOP_PATH}?token=${encodeURIComponent(token)}`;
}
