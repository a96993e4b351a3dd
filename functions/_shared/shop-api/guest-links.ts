/**
 * A guest's order link (issue 42, decision 060; shop-api/src/routes/guest-links.ts): the mailed
 * link's message and the guest behind an order.
 */
import * as v from "valibot";
import { orNull, type Transport } from "./transport";
import { VendorOkStatus } from "./vendor";

const EnqueuedSchema = v.object({ status: VendorOkStatus, created: v.boolean() });
const OwnerSchema = v.object({ status: VendorOkStatus, customer_id: v.number(), guest_email: v.string() });

export function guestLinkCalls({ call }: Transport) {
  return {
    /**
     * POST /api/enqueue_order_link: the link's message under `key`, written only if the order is a
     * guest's placed with `email`; `created` is for the log, never for the asker.
     */
    async enqueueOrderLink(link: { key: string; orderId: number; email: string; expires: number }) {
      const body = await call("POST", "enqueue_order_link", EnqueuedSchema, {
        key: link.key,
        order_id: link.orderId,
        email: link.email,
        expires: link.expires,
      });
      return { created: body.created };
    },

    /** POST /api/guest_order_owner: the guest row and email behind a guest order, or null. */
    async guestOrderOwner(orderId: number): Promise<{ customerId: number; email: string } | null> {
      const body = await orNull(call("POST", "guest_order_owner", OwnerSchema, { order_id: orderId }, { reads: true }));
      return body ? { customerId: body.customer_id, email: body.guest_email } : null;
    },
  };
}
