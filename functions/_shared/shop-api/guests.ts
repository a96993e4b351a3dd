/** Guests (issue 42, decision 051, shop-api/src/routes/guests.ts): customers that check out but never sign in. */
import type { Locale } from "@domain/locale";
import type { Order } from "@domain/order";
import type { SessionUser } from "@domain/session";
import { reshapeOrders, VendorOrderListSchema } from "./orders";
import { orNull, READS, type Transport } from "./transport";
import { VendorUserListSchema } from "./vendor";

export function guestCalls({ call, images }: Transport) {
  return {
    /** POST /api/insert_guest -> a new guest, a customer that can check out but never sign in. */
    async insertGuest(email: string, guestLocale: Locale): Promise<SessionUser | null> {
      const body = await call("POST", "insert_guest", VendorUserListSchema, { email, locale: guestLocale });
      const user = body.data[0];
      return user ? { id: user.id, name: user.user_name } : null;
    },

    /** POST /api/find_order_by_email -> the guest order with this number and email, or null. */
    async findGuestOrder(orderId: number, email: string): Promise<Order | null> {
      const body = await orNull(
        call("POST", "find_order_by_email", VendorOrderListSchema, { order_id: orderId, email }, READS),
      );
      return body ? (reshapeOrders(body.data, images)[0] ?? null) : null;
    },
  };
}
