/**
 * A customer's own data read by a page's server loader, so the screen is whole in the first HTML
 * and without script: the service the JSON API's endpoint serves, run with the page request's
 * session (shop.server.ts). Server-only.
 */
import type { RouterContextProvider } from "react-router";
import type { CustomerServiceContext } from "@functions/_shared/service";
import type { DataOwner, ServedCustomerData } from "./private-route";
import { serve, shopOf } from "./shop.server";

/**
 * What a customer's read service answers for the account's screens; a guest (no session, one that
 * ended, or a guest's checkout session) has no data. The steps of the order a guest's checkout
 * session places read as the `shopper`, that session included (private-route.ts's DataOwner).
 */
export async function readCustomerData<T>(
  context: Readonly<RouterContextProvider>,
  read: (ctx: CustomerServiceContext) => Promise<T>,
  owner: DataOwner = "account",
): Promise<ServedCustomerData<T>> {
  const shop = shopOf(context);
  // A session that cannot be checked now is the service's to answer (a 503), as before.
  const holder = await (owner === "account" ? shop.accountHolder() : shop.customer()).catch(() => undefined);
  if (holder === null) return { status: "guest" };
  const answer = await serve(context, "customer", read, false);
  if (answer.ok) return { status: "loaded", data: answer.value };
  if (answer.error.status === 401) return { status: "guest" };
  const { status, code, message } = answer.error;
  return { status: "error", error: { status, code, message } };
}
