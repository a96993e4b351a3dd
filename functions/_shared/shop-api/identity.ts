/**
 * The account's identity (shop-api/src/routes/identity.ts, decision 062): name and phone, the
 * email changed or confirmed through a mailed link, and a guest's orders joining the account.
 */
import * as v from "valibot";
import type { Identity } from "@domain/identity";
import { orNull, READS, type Transport } from "./transport";
import { VendorOkStatus } from "./vendor";

const VendorIdentitySchema = v.object({
  status: VendorOkStatus,
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  mobileno: v.string(),
  email_stamp: v.pipe(v.number(), v.integer(), v.minValue(0)),
  email_confirmed: v.boolean(),
  guest: v.boolean(),
});
const VendorIdentityUpdatedSchema = v.object({
  status: VendorOkStatus,
  firstname: v.string(),
  lastname: v.string(),
  mobileno: v.string(),
});
const VendorSubjectSchema = v.object({ status: VendorOkStatus, message_subject: v.nullable(v.string()) });
const VendorConfirmedSchema = v.object({
  status: VendorOkStatus,
  email: v.string(),
  changed: v.boolean(),
  orders_joined: v.pipe(v.number(), v.integer(), v.minValue(0)),
  notice_subject: v.nullable(v.string()),
});

/** The identity with what the links need: the stamp a link is signed with, and whether this is a guest's row. */
export interface StampedIdentity extends Identity {
  emailStamp: number;
  guest: boolean;
}

/** A confirmation link's message: `{customer}-{expiry}-{address hash}`, the shop API adds the stamp. */
export interface EmailLinkRequest {
  expires: number;
  subject: string;
}

export function identityCalls({ call }: Transport) {
  return {
    /** POST /api/get_customer_identity (extension): null for no such customer. */
    async getIdentity(customerId: number): Promise<StampedIdentity | null> {
      const body = await orNull(
        call("POST", "get_customer_identity", VendorIdentitySchema, { userid: customerId }, READS),
      );
      if (!body) return null;
      const { status: _status, email_stamp, email_confirmed, ...names } = body;
      return { ...names, emailStamp: email_stamp, emailConfirmed: email_confirmed };
    },

    /** POST /api/update_customer_identity (extension): the name and phone as stored. */
    async updateIdentity(customerId: number, identity: { firstname: string; lastname: string; mobileno: string }) {
      const { status: _status, ...stored } = await call(
        "POST",
        "update_customer_identity",
        VendorIdentityUpdatedSchema,
        {
          userid: customerId,
          ...identity,
        },
      );
      return stored;
    },

    /**
     * POST /api/request_email_change (extension): the subject of the link's message to `email`.
     * Throws ShopApiRefusal 401 for a wrong password, 409 for an email another account has, 400
     * for the current one; ShopApiThrottled past the sign-in limit.
     */
    async requestEmailChange(
      customerId: number,
      change: { currentPassword: string; email: string } & EmailLinkRequest,
    ): Promise<string> {
      const body = await call("POST", "request_email_change", VendorSubjectSchema, {
        userid: customerId,
        current_password: change.currentPassword,
        email: change.email,
        expires: change.expires,
        subject: change.subject,
      });
      if (body.message_subject === null) throw new Error("request_email_change wrote no message");
      return body.message_subject;
    },

    /** POST /api/enqueue_email_confirmation (extension): the message's subject, null when none was due. */
    async enqueueEmailConfirmation(
      customerId: number,
      link: EmailLinkRequest & { onlyWithGuestOrders: boolean },
    ): Promise<string | null> {
      const body = await call("POST", "enqueue_email_confirmation", VendorSubjectSchema, {
        userid: customerId,
        expires: link.expires,
        subject: link.subject,
        only_with_guest_orders: link.onlyWithGuestOrders,
      });
      return body.message_subject;
    },

    /**
     * POST /api/confirm_email (extension): the email confirmed (the account's now) and the guest
     * orders it brought. Throws ShopApiRefusal 410 for a spent stamp, 409 for an email taken since.
     */
    async confirmEmail(customerId: number, link: { email: string; stamp: number }) {
      const body = await call("POST", "confirm_email", VendorConfirmedSchema, {
        userid: customerId,
        email: link.email,
        stamp: link.stamp,
      });
      return {
        email: body.email,
        changed: body.changed,
        ordersJoined: body.orders_joined,
        noticeSubject: body.notice_subject,
      };
    },
  };
}
