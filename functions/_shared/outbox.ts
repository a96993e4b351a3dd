/**
 * Sending the outbox's customer messages (issue 27, decision 019, docs/decisions/019-mail-outbox-in-d1.md): each message
 * is composed when it is sent, from the order as the shop API has it then (a cancellation's mail
 * says what its refund came to), sent over SMTP, and its outcome recorded. A failure of any kind
 * is recorded as a failed attempt and retried later by the scheduled function mail-outbox.ts;
 * nothing here ever fails the request whose event wrote the message.
 */
import type { ReactElement } from "react";
import { createElement } from "react";
import * as v from "valibot";
import { ContactMessageSchema } from "@domain/contact";
import type { Order } from "@domain/order";
import { isCommercial, messageKey, passwordChangeWay, type MessageKind } from "@domain/outbox";
import { receiptTax } from "@domain/receipt";
import { sellerDetails, shopContactEmail, siteUrl } from "./config";
import { oneClickHeaders, unsubscribeLinks } from "./consent";
import { AccountDeletedEmail, accountDeletedSubject } from "./emails/account-deleted-email";
import { BackInStockEmail, backInStockSubject } from "./emails/back-in-stock-email";
import { ContactMessageEmail, contactMessageSubject } from "./emails/contact-message-email";
import { ContactReceivedEmail, contactReceivedSubject } from "./emails/contact-received-email";
import type { ShopIdentity } from "./emails/email-layout";
import { emailWords } from "./emails/email-words";
import { identityMail } from "./emails/identity-emails";
import { OrderCancellationEmail, orderCancellationSubject } from "./emails/order-cancellation-email";
import { OrderConfirmationEmail, orderConfirmationSubject } from "./emails/order-confirmation-email";
import { OrderLinkEmail, orderLinkSubject } from "./emails/order-link-email";
import {
  OrderDeliveredEmail,
  orderDeliveredSubject,
  OrderShippedEmail,
  orderShippedSubject,
} from "./emails/order-parcel-emails";
import { PasswordChangedEmail, passwordChangedSubject } from "./emails/password-changed-email";
import { RefundManualEmail, refundManualSubject } from "./emails/refund-manual-email";
import { renderEmail } from "./emails/render-email";
import { ReturnRefundedEmail, returnRefundedSubject } from "./emails/return-refunded-email";
import { ReturnRequestedEmail, returnRequestedSubject } from "./emails/return-requested-email";
import { NewsletterEmail } from "./emails/newsletter-email";
import { WelcomeEmail, welcomeSubject } from "./emails/welcome-email";
import { sendMail, type OutgoingMail } from "./mailer";
import { orderLinkToken, orderLinkUrl } from "./order-link-token";
import type { ClaimedMessage, ShopApiClient } from "./shop-api-client";
import { stockAlertsStopPath, stockAlertsStopToken } from "./stock-alerts-stop-token";

/**
 * Who a message is from: the reseller's name and logo as the shop API has them, this site, and
 * the business behind it from the seller's settings (issue 41). No unsubscribe: a commercial
 * message adds its customer's.
 */
export async function shopIdentity(shopApi: ShopApiClient): Promise<ShopIdentity> {
  const logo = await shopApi.getLogo();
  const seller = sellerDetails();
  return {
    name: logo.name,
    logoUrl: logo.url,
    siteUrl: siteUrl(),
    sender: { legalName: seller.legalName, postalAddress: seller.postalAddress, contactEmail: shopContactEmail() },
    unsubscribeUrl: null,
  };
}

async function messageOrder(shopApi: ShopApiClient, message: ClaimedMessage): Promise<Order> {
  const order =
    message.orderId === null || message.customerId === null
      ? undefined
      : (await shopApi.getOrders(message.customerId, message.locale)).find(
          (candidate) => candidate.id === message.orderId,
        );
  if (!order) throw new Error(`the order of ${message.key} is not among customer ${message.customerId}'s orders`);
  return order;
}

const ReturnPayloadSchema = v.object({ returnId: v.number() });

/** A return message's order and return, from the shop API as they are now. */
async function messageReturn(shopApi: ShopApiClient, message: ClaimedMessage) {
  const order = await messageOrder(shopApi, message);
  const { returnId } = v.parse(ReturnPayloadSchema, message.payload);
  const orderReturn = order.returns.find((candidate) => candidate.id === returnId);
  if (!orderReturn) throw new Error(`${message.key}: return ${returnId} is not among order ${order.id}'s returns`);
  return { order, orderReturn };
}

/** An order link's expiry (decision 060): the token is signed with it when the mail is made. */
const OrderLinkPayloadSchema = v.object({ expires: v.number() });

const NewsletterPayloadSchema = v.object({ subject: v.string(), body: v.string() });
/** A contact message's acknowledgement: only where it goes, none of the sender's words. */
const ContactReceiptPayloadSchema = v.object({ email: v.string() });

const BackInStockPayloadSchema = v.object({ productId: v.number(), restock: v.number() });

/**
 * A back-in-stock message's product, if its mail still has something to say: null when the
 * customer stopped the alerts or removed this one since it was written, or when the product sold
 * out again (its next return writes a new message).
 */
async function backInStockElement(
  shopApi: ShopApiClient,
  message: ClaimedMessage & { customerId: number },
  shop: ShopIdentity,
  customerName: string,
): Promise<{ subject: string; element: ReactElement } | null> {
  const { locale } = message;
  const { productId } = v.parse(BackInStockPayloadSchema, message.payload);
  const alerts = await shopApi.getStockAlerts(message.customerId);
  if (!alerts.items.some((item) => item.id === productId)) return null;
  const product = await shopApi.getProduct(productId);
  if (!product || product.stock === 0) return null;
  const stopUrl = emailWords(locale).link(
    shop.siteUrl,
    stockAlertsStopPath(await stockAlertsStopToken(message.customerId)),
  );
  const element = createElement(BackInStockEmail, {
    shop,
    locale,
    customerName,
    product: {
      id: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      price: product.discountPrice,
      stock: product.stock,
    },
    stopUrl,
  });
  return { subject: backInStockSubject(product, locale), element };
}

const AccountDeletedPayloadSchema = v.object({ email: v.string(), name: v.string() });

/**
 * The deleted account's last message: its address is the one the message carries, the account's
 * own being erased already (decision 049).
 */
async function accountDeletedMail(message: ClaimedMessage, shop: ShopIdentity): Promise<OutgoingMail> {
  const { locale } = message;
  const { email, name } = v.parse(AccountDeletedPayloadSchema, message.payload);
  const element = createElement(AccountDeletedEmail, {
    shop,
    locale,
    customerName: name || emailWords(locale).t("email.there"),
    email,
  });
  return { to: email, subject: accountDeletedSubject(shop, locale), key: message.key, ...(await renderEmail(element)) };
}

/**
 * The mail of one claimed message, from the shop API's data as it is now; null when there is
 * nothing left to say (a back-in-stock alert stopped, or its product sold out again).
 */
export async function composeMessage(shopApi: ShopApiClient, message: ClaimedMessage): Promise<OutgoingMail | null> {
  let shop = await shopIdentity(shopApi);
  if (message.kind === "contact") {
    const contact = v.parse(ContactMessageSchema, message.payload);
    return {
      to: shopContactEmail(),
      replyTo: { name: contact.name, address: contact.email },
      subject: contactMessageSubject(contact, message.locale),
      key: message.key,
      ...(await renderEmail(
        createElement(ContactMessageEmail, {
          shop,
          message: contact,
          senderLocale: message.locale,
          sentAt: message.createdAt,
        }),
      )),
    };
  }
  if (message.kind === "account-deleted") return accountDeletedMail(message, shop);
  if (message.kind === "contact-received") {
    const { email } = v.parse(ContactReceiptPayloadSchema, message.payload);
    return {
      to: email,
      subject: contactReceivedSubject(shop, message.locale),
      key: message.key,
      ...(await renderEmail(createElement(ContactReceivedEmail, { shop, locale: message.locale }))),
    };
  }
  if (message.email === null) throw new Error(`${message.key} names no customer with an address`);
  // Written in the language decided when the message was written, whatever the customer's is now.
  const { locale } = message;
  const customerName = message.name || emailWords(locale).t("email.there");
  // A commercial message goes only with a current consent (decision 047), checked now, when it is
  // sent: a withdrawal since it was written stops it. A back-in-stock alert's consent is the alert
  // itself, checked with its product below.
  let headers: Record<string, string> | undefined;
  if (isCommercial(message.kind)) {
    if (message.customerId === null) throw new Error(`${message.key} names no customer`);
    if (message.kind !== "back-in-stock" && !(await shopApi.getNewsConsent(message.customerId))) {
      console.info(`[mail] message ${message.key} dropped: customer ${message.customerId} has no current consent`);
      return null;
    }
    const links = await unsubscribeLinks(shop.siteUrl, locale, message.customerId);
    shop = { ...shop, unsubscribeUrl: links.page };
    headers = oneClickHeaders(links.oneClick);
  }
  let subject: string;
  let element: ReactElement;
  let to = message.email;
  switch (message.kind) {
    case "order-confirmation": {
      const [order, rates] = await Promise.all([messageOrder(shopApi, message), shopApi.getTaxRates()]);
      subject = orderConfirmationSubject(order, locale);
      element = createElement(OrderConfirmationEmail, {
        shop,
        locale,
        customerName,
        order,
        tax: receiptTax(order, rates),
      });
      break;
    }
    case "order-cancellation": {
      const order = await messageOrder(shopApi, message);
      subject = orderCancellationSubject(order, locale);
      element = createElement(OrderCancellationEmail, { shop, locale, customerName, order });
      break;
    }
    case "order-shipped": {
      const order = await messageOrder(shopApi, message);
      subject = orderShippedSubject(order, locale);
      element = createElement(OrderShippedEmail, { shop, locale, customerName, order });
      break;
    }
    case "order-delivered": {
      const order = await messageOrder(shopApi, message);
      subject = orderDeliveredSubject(order, locale);
      element = createElement(OrderDeliveredEmail, { shop, locale, customerName, order });
      break;
    }
    case "return-requested": {
      const { order, orderReturn } = await messageReturn(shopApi, message);
      subject = returnRequestedSubject(orderReturn, locale);
      element = createElement(ReturnRequestedEmail, { shop, locale, customerName, order, orderReturn });
      break;
    }
    case "return-refunded": {
      const { order, orderReturn } = await messageReturn(shopApi, message);
      subject = returnRefundedSubject(orderReturn, locale);
      element = createElement(ReturnRefundedEmail, { shop, locale, customerName, order, orderReturn });
      break;
    }
    case "refund-manual": {
      // A return's carries its id; a cancelled order's is the order's own refund.
      const returnId = v.parse(v.nullable(ReturnPayloadSchema), message.payload)?.returnId;
      const order = await messageOrder(shopApi, message);
      const orderReturn = returnId === undefined ? null : order.returns.find((item) => item.id === returnId);
      const refund = orderReturn === null ? order.refund : orderReturn?.refund;
      if (!refund) throw new Error(`${message.key}: no refund on record`);
      subject = refundManualSubject(order, refund, locale);
      element = createElement(RefundManualEmail, {
        shop,
        locale,
        customerName,
        order,
        refund,
        orderReturn: orderReturn ?? null,
      });
      break;
    }
    case "order-link": {
      const order = await messageOrder(shopApi, message);
      const { expires } = v.parse(OrderLinkPayloadSchema, message.payload);
      // Signed with the email it goes to: the guest's, which the link is checked against.
      const token = await orderLinkToken(order.id, expires, message.email);
      subject = orderLinkSubject(shop, order.id, locale);
      element = createElement(OrderLinkEmail, {
        shop,
        locale,
        customerName,
        orderId: order.id,
        orderUrl: orderLinkUrl(shop.siteUrl, token, locale),
      });
      break;
    }
    case "welcome":
      subject = welcomeSubject(shop, locale);
      element = createElement(WelcomeEmail, { shop, locale, customerName, email: message.email });
      break;
    case "password-changed":
      subject = passwordChangedSubject(shop, locale);
      element = createElement(PasswordChangedEmail, {
        shop,
        locale,
        customerName,
        email: message.email,
        way: passwordChangeWay(message.key),
      });
      break;
    case "back-in-stock": {
      if (message.customerId === null) throw new Error(`${message.key} names no customer`);
      const backInStock = await backInStockElement(
        shopApi,
        { ...message, customerId: message.customerId },
        shop,
        customerName,
      );
      if (backInStock === null) return null;
      ({ subject, element } = backInStock);
      break;
    }
    case "email-confirm":
    case "email-changed":
      ({ to, subject, element } = await identityMail(
        { ...message, kind: message.kind, email: to },
        shop,
        customerName,
      ));
      break;
    case "newsletter": {
      const letter = v.parse(NewsletterPayloadSchema, message.payload);
      subject = letter.subject;
      element = createElement(NewsletterEmail, { shop, locale, customerName, letter });
      break;
    }
  }
  return {
    to,
    subject,
    key: message.key,
    ...(headers ? { headers } : {}),
    ...(await renderEmail(element)),
  };
}

function errorText(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
}

/** Sends each claimed message and records the outcome; answers `key:sent|failed|gave-up|unrecorded`. */
export async function deliverMessages(shopApi: ShopApiClient, messages: readonly ClaimedMessage[]): Promise<string[]> {
  const outcomes: string[] = [];
  for (const message of messages) {
    let error: string | null = null;
    let skipped = false;
    try {
      const mail = await composeMessage(shopApi, message);
      // Nothing left to say is done with, as a sent message is: recorded so, it is never tried again.
      if (mail === null) skipped = true;
      else await sendMail(mail);
    } catch (cause) {
      error = errorText(cause);
    }
    try {
      const { gaveUp } = await shopApi.recordOutboxMessage(
        error === null ? { key: message.key, sent: true } : { key: message.key, sent: false, error },
      );
      if (gaveUp) {
        console.error(
          `[mail] GAVE UP on message ${message.key} (${message.customerId === null ? "for the shop" : `customer ${message.customerId}`}) after ${message.attempts + 1} ` +
            `attempts since ${message.createdAt}: ${error}`,
        );
      } else if (error !== null) {
        console.warn(`[mail] message ${message.key}: attempt ${message.attempts + 1} failed: ${error}`);
      }
      outcomes.push(
        `${message.key}:${error === null ? (skipped ? "skipped" : "sent") : gaveUp ? "gave-up" : "failed"}`,
      );
    } catch (recordError) {
      // Left as claimed: its lease runs out and a later run takes it again (a sent one is resent once).
      console.error(`[mail] message ${message.key}: outcome not recorded: ${errorText(recordError)}`);
      outcomes.push(`${message.key}:unrecorded`);
    }
  }
  return outcomes;
}

/**
 * Writes a back-in-stock message for every alert whose product has returned to stock since its
 * last one (decisions 028 and 041): the shop API holds both the alerts and the returns, and finds
 * the followers of the products that came back by product, in one call however many customers
 * follow something. Answers the keys written.
 */
export function queueBackInStockMessages(shopApi: ShopApiClient): Promise<string[]> {
  return shopApi.enqueueBackInStockMessages();
}

/**
 * Sends the message an event just wrote, right after that event (the webhook's order, the
 * cancellation, the registration). Never throws: whatever fails, the event has succeeded and the message waits in
 * the outbox for the scheduled function.
 */
export async function sendMessageNow(
  shopApi: ShopApiClient,
  kind: MessageKind,
  subjectId: number | string,
): Promise<void> {
  const key = messageKey(kind, subjectId);
  try {
    await deliverMessages(shopApi, await shopApi.claimOutboxMessages({ key }));
  } catch (error) {
    console.warn(`[mail] message ${key} not sent now, the outbox keeps it: ${errorText(error)}`);
  }
}
