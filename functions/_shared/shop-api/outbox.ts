/**
 * The customer messages' outbox (issue 27, shop-api/src/routes/outbox.ts): messages written
 * before they are sent, claimed by the mail run, and what the mail server said about each.
 */
import * as v from "valibot";
import type { ContactMessage } from "@domain/contact";
import type { Locale } from "@domain/locale";
import { OptionalLocaleSchema } from "@domain/locale-schema";
import { MESSAGE_KINDS, type MessageKind } from "@domain/outbox";
import type { Transport } from "./transport";
import { VendorIdSchema, VendorOkStatus } from "./vendor";

/** A customer message that is due, as claim_outbox_messages hands it out. */
export interface ClaimedMessage {
  key: string;
  kind: MessageKind;
  orderId: number | null;
  /** None for a contact message: it goes to the shop's inbox. */
  customerId: number | null;
  /** The customer's address and name as the shop API has them now. */
  email: string | null;
  name: string;
  /** A contact message's content as the form sent it (checked again when it is sent). */
  payload: unknown;
  attempts: number;
  createdAt: string;
  /** The language it was written in, decided when it was written (the customer's then, or the contact page's). */
  locale: Locale;
}

/** claim_outbox_messages (issue 27): customer messages now due, each leased to the caller. */
export const VendorClaimedMessagesSchema = v.object({
  status: VendorOkStatus,
  data: v.array(
    v.object({
      key: v.pipe(v.string(), v.nonEmpty()),
      kind: v.picklist(MESSAGE_KINDS),
      order_id: v.nullable(VendorIdSchema),
      // None for a contact message, which is for the shop and carries its sender in payload.
      userid: v.nullable(VendorIdSchema),
      email: v.nullable(v.pipe(v.string(), v.nonEmpty())),
      name: v.string(),
      payload: v.optional(v.unknown(), null),
      attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
      created_at: v.string(),
      // The language it was written in; a shop API from before the customer's language writes English.
      locale: OptionalLocaleSchema,
    }),
  ),
});

/** enqueue_contact_message: whether a new message was written (not for a key already there). */
export const VendorEnqueuedMessageSchema = v.object({ status: VendorOkStatus, created: v.boolean() });

/** enqueue_back_in_stock_messages (decision 028): the keys of the messages written just now. */
export const VendorEnqueuedBackInStockSchema = v.object({
  status: VendorOkStatus,
  created: v.array(v.pipe(v.string(), v.nonEmpty())),
});

/** record_outbox_message: whether the message changed, and whether it was given up just now. */
export const VendorRecordedMessageSchema = v.object({
  status: VendorOkStatus,
  recorded: v.boolean(),
  gave_up: v.boolean(),
});

export function outboxCalls({ call }: Transport) {
  return {
    /**
     * POST /api/claim_outbox_messages (extension): customer messages now due, leased to this
     * caller; with `key`, that one message if it is open and not taken.
     */
    async claimOutboxMessages(claim: { limit: number } | { key: string }): Promise<ClaimedMessage[]> {
      const body = await call("POST", "claim_outbox_messages", VendorClaimedMessagesSchema, claim);
      return body.data.map((row) => ({
        key: row.key,
        kind: row.kind,
        orderId: row.order_id,
        customerId: row.userid,
        email: row.email,
        name: row.name,
        payload: row.payload ?? null,
        attempts: row.attempts,
        createdAt: row.created_at,
        locale: row.locale,
      }));
    },

    /**
     * POST /api/enqueue_contact_message (extension): a contact form's message into the outbox
     * under `key`; `created: false` when that key was written before (a double submit).
     */
    async enqueueContactMessage(
      key: string,
      message: ContactMessage,
      locale: Locale,
      receiptKey: string,
    ): Promise<{ created: boolean }> {
      const body = await call("POST", "enqueue_contact_message", VendorEnqueuedMessageSchema, {
        key,
        message,
        locale,
        receipt_key: receiptKey,
      });
      return { created: body.created };
    },

    /**
     * POST /api/enqueue_back_in_stock_messages (extension, decision 041): a back-in-stock message
     * for each stored alert whose product has returned to stock since its last one; the keys written.
     */
    async enqueueBackInStockMessages(): Promise<string[]> {
      const body = await call("POST", "enqueue_back_in_stock_messages", VendorEnqueuedBackInStockSchema, {});
      return body.created;
    },

    /** POST /api/record_outbox_message (extension): what the mail server said about a message. */
    async recordOutboxMessage(outcome: { key: string; sent: boolean; error?: string }): Promise<{ gaveUp: boolean }> {
      const body = await call("POST", "record_outbox_message", VendorRecordedMessageSchema, {
        key: outcome.key,
        sent: outcome.sent,
        error: outcome.error ?? null,
      });
      return { gaveUp: body.gave_up };
    },
  };
}
