/**
 * A return of a delivered order's units (issue 30) as a service (decision 055):
 * functions/returns.ts answers it over HTTP, the return page's action calls it directly.
 */
import type { OrderReturn, ReturnRequestBody } from "@domain/order-return";
import { sendMessageNow } from "./outbox";
import type { CustomerServiceContext } from "./service";

/**
 * The shop API checks the order, the window and each line, writes the return as Requested with
 * its instructions email, which goes out at once (mail-outbox.ts retries it). Another customer's
 * order is as unknown as one that does not exist (404); a refusal says why (400, 409).
 */
export async function requestReturn(
  { customer, shopApi }: CustomerServiceContext,
  orderId: number,
  request: ReturnRequestBody,
): Promise<OrderReturn> {
  const created = await shopApi.insertReturn(customer.id, orderId, request);
  await sendMessageNow(shopApi, "return-requested", created.id);
  return created;
}
