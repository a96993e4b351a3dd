/**
 * A return of a delivered order's units (issue 30) as a service (decision 055):
 * functions/returns.ts answers it over HTTP, the return page's action calls it directly. A guest
 * returns through its order's signed link (decision 060) under the same rules.
 */
import type { OrderReturn, ReturnRequestBody } from "@domain/order-return";
import { openOrderLink, type OpenedLink } from "./guest-order-link";
import { sendMessageNow } from "./outbox";
import type { CustomerServiceContext } from "./service";
import type { ShopApiClient } from "./shop-api-client";

/**
 * The shop API checks the order, the window and each line, writes the return as Requested with
 * its instructions email, which goes out at once (mail-outbox.ts retries it). Another customer's
 * order is as unknown as one that does not exist (404); a refusal says why (400, 409).
 */
async function returnOf(
  shopApi: ShopApiClient,
  customerId: number,
  orderId: number,
  request: ReturnRequestBody,
): Promise<OrderReturn> {
  const created = await shopApi.insertReturn(customerId, orderId, request);
  await sendMessageNow(shopApi, "return-requested", created.id);
  return created;
}

export function requestReturn(
  { customer, shopApi }: CustomerServiceContext,
  orderId: number,
  request: ReturnRequestBody,
): Promise<OrderReturn> {
  return returnOf(shopApi, customer.id, orderId, request);
}

export type LinkedReturn = { ok: true; orderReturn: OrderReturn } | Extract<OpenedLink, { ok: false }>;

/**
 * A return of the one order a guest's link opens, as its guest: the link is the authority, not a
 * session. `orderId` is the order the page names; a link to another order is "invalid".
 */
export async function returnByOrderLink(
  shopApi: ShopApiClient,
  token: string,
  orderId: number,
  request: ReturnRequestBody,
): Promise<LinkedReturn> {
  const opened = await openOrderLink(shopApi, token);
  if (!opened.ok) return opened;
  if (opened.order.id !== orderId) return { ok: false, refusal: "invalid" };
  return { ok: true, orderReturn: await returnOf(shopApi, opened.customerId, orderId, request) };
}
