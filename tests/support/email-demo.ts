/**
 * Demo data for the customer messages: what the templates' unit tests render and what
 * `npm run email:preview` shows. Shaped as the functions receive it from the shop API.
 */
import { BackInStockEmail, type BackInStockProps } from "@functions/_shared/emails/back-in-stock-email";
import { ContactMessageEmail, type ContactMessageProps } from "@functions/_shared/emails/contact-message-email";
import { ContactReceivedEmail, type ContactReceivedProps } from "@functions/_shared/emails/contact-received-email";
import { OrderLinkEmail, type OrderLinkProps } from "@functions/_shared/emails/order-link-email";
import {
  EmailChangedEmail,
  EmailConfirmEmail,
  type EmailChangedProps,
  type EmailConfirmProps,
} from "@functions/_shared/emails/identity-emails";
import { AccountDeletedEmail, type AccountDeletedProps } from "@functions/_shared/emails/account-deleted-email";
import {
  OrderDeliveredEmail,
  OrderShippedEmail,
  type OrderParcelProps,
} from "@functions/_shared/emails/order-parcel-emails";
import type { ShopIdentity } from "@functions/_shared/emails/email-layout";
import {
  OrderCancellationEmail,
  type OrderCancellationProps,
} from "@functions/_shared/emails/order-cancellation-email";
import {
  OrderConfirmationEmail,
  type OrderConfirmationProps,
} from "@functions/_shared/emails/order-confirmation-email";
import { PasswordChangedEmail, type PasswordChangedProps } from "@functions/_shared/emails/password-changed-email";
import { PasswordResetEmail, type PasswordResetProps } from "@functions/_shared/emails/password-reset-email";
import { RefundManualEmail, type RefundManualProps } from "@functions/_shared/emails/refund-manual-email";
import { ReturnRefundedEmail, type ReturnRefundedProps } from "@functions/_shared/emails/return-refunded-email";
import { ReturnRequestedEmail, type ReturnRequestedProps } from "@functions/_shared/emails/return-requested-email";
import { NewsletterEmail, type NewsletterProps } from "@functions/_shared/emails/newsletter-email";
import { WelcomeEmail, type WelcomeProps } from "@functions/_shared/emails/welcome-email";
import type { ComponentType } from "react";
import { productImageUrl, resellerLogoUrl } from "@domain/images";
import { paiseFromRupees as rupees } from "@domain/money";
import { SHOP_NAME } from "@domain/shop-name";
import { productImage } from "../../shop-api/seed/generate.mjs";
import { UNSUBSCRIBE_PATH } from "@domain/consent";
import { localizedPath, type Locale } from "@domain/locale";
import { isCommercial, type MessageKind } from "@domain/outbox";
import type { Order } from "@domain/order";
import type { OrderReturn } from "@domain/order-return";

/** Where `npm start` serves the supplier's pictures (the shop API's static assets, IMAGE_HOST). */
export const DEMO_IMAGE_HOST = "http://localhost:8787";

/** The shop as the seeded shop API names it, with the seed's logo and the site `npm start` serves. */
export const demoShop: ShopIdentity = {
  name: SHOP_NAME,
  logoUrl: resellerLogoUrl(DEMO_IMAGE_HOST, "logo.png"),
  siteUrl: "http://localhost:8888",
  sender: {
    legalName: "Shop Demo Inc.",
    postalAddress: "1000, rue Exemple, bureau 100, Montréal (Québec) H0H 0H0",
    contactEmail: "help@shop.localhost",
  },
  unsubscribeUrl: null,
};

/** Two lines in Ontario: subtotal ₹1,648.00, HST 13% ₹214.24, PST 0%. */
export const demoOrder: Order = {
  id: 1042,
  status: "Placed",
  paymentMode: "Online payment (Stripe)",
  paymentReference: "pi_demo_1042",
  placedAt: "2026-11-27T10:15:00.000Z",
  packedAt: null,
  shippedAt: null,
  deliveredAt: null,
  expectedDelivery: "2026-12-02",
  cancelledAt: null,
  cancelReason: null,
  cancelComment: null,
  refund: null,
  events: [],
  returns: [],
  subtotal: rupees(1648),
  hst: rupees(214.24),
  pst: rupees(0),
  total: rupees(1862.24),
  addressId: 7,
  deliveryAddress: {
    name: "Asha Verma",
    street: "12 King Street West",
    locality: "Financial District",
    city: "Toronto",
    province: "Ontario",
    zip: "M5H 1A1",
    country: "Canada",
    mobile: "4165550123",
  },
  cancellable: true,
  lines: [
    {
      id: 1,
      productId: 12,
      name: "Cotton Kurta",
      imageUrl: null,
      description: "Hand-block printed cotton kurta",
      condition: "New",
      size: "M",
      color: "Indigo",
      quantity: 2,
      unitPrice: rupees(649),
      originalPrice: rupees(899),
      lineTotal: rupees(1298),
    },
    {
      id: 2,
      productId: 31,
      name: "Canvas Tote",
      imageUrl: null,
      description: "Everyday canvas tote",
      condition: "New",
      size: "",
      color: "Natural",
      quantity: 1,
      unitPrice: rupees(350),
      originalPrice: null,
      lineTotal: rupees(350),
    },
  ],
};

export const demoConfirmation: OrderConfirmationProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  order: demoOrder,
  tax: { province: "Ontario", gstHst: 13, pst: 0 },
};

export const demoCancellation: OrderCancellationProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  order: {
    ...demoOrder,
    status: "Cancelled",
    cancellable: false,
    cancelledAt: "2026-11-27T12:00:00.000Z",
    cancelReason: "Incorrect size ordered",
    cancelComment: "I picked the wrong size for the kurta.",
    refund: { state: "refunded", amount: rupees(1862.24), cardLast4: "4242" },
  },
};

export const demoWelcome: WelcomeProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  email: "asha@example.com",
};

export const demoPasswordReset: PasswordResetProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  resetUrl: "http://localhost:8888/reset-password?token=Zm9yLWEtZGVtby1vbmx5LW5vdC1hLXJlYWwtdG9rZW4x",
};

export const demoPasswordChanged: PasswordChangedProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  email: "asha@example.com",
  way: "reset",
};

export const demoAccountDeleted: AccountDeletedProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  email: "asha@example.com",
};

export const demoContact: ContactMessageProps = {
  shop: demoShop,
  senderLocale: "en",
  message: {
    name: "Ravi Kumar",
    email: "ravi@example.com",
    subject: "Delivery to Goa",
    message: "Do you ship to Goa?\nI would like two kurtas before the 20th.",
  },
  sentAt: "2026-11-27T10:30:00.000Z",
};

export const demoBackInStock: BackInStockProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  product: {
    id: 118,
    name: "Handloom Cotton Kurta",
    imageUrl: productImageUrl(DEMO_IMAGE_HOST, productImage(118)),
    price: rupees(1299),
    stock: 2,
  },
  stopUrl: "http://localhost:8888/stock-alerts/stop?token=7.ZGVtby1vbmx5LW5vdC1hLXJlYWwtc2lnbmF0dXJlLWhlcmU",
};

/** A news-and-offers letter as `npm run newsletter:send -- <file.md>` queues it, in each language. */
export const demoNewsletter: NewsletterProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  letter: {
    subject: "New handloom kurtas for the winter",
    body: "Our weavers in Kutch have finished this season's handloom kurtas.\n\nThey are on the shop from today, while the first run lasts.",
  },
};

/** The kurta line of the demo order returned in full: ₹1,298.00 and its share of ₹214.24 HST. */
const demoReturn: OrderReturn = {
  id: 12,
  number: "R000012",
  orderId: 1042,
  state: "Requested",
  reason: "Wrong size",
  comment: "Both run small.",
  requestedAt: "2026-11-28T09:00:00.000Z",
  receivedAt: null,
  refundedAt: null,
  lines: [{ lineId: 1, units: 2 }],
  subtotal: rupees(1298),
  tax: rupees(168.74),
  amount: rupees(1466.74),
  refund: null,
};

export const demoReturnRequested: ReturnRequestedProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  order: { ...demoOrder, status: "Delivered", cancellable: false, returns: [demoReturn] },
  orderReturn: demoReturn,
};

const refundedReturn: OrderReturn = {
  ...demoReturn,
  state: "Refunded",
  receivedAt: "2026-12-02T10:00:00.000Z",
  refundedAt: "2026-12-02T10:01:00.000Z",
  refund: { state: "refunded", amount: rupees(1466.74), cardLast4: "4242" },
};

export const demoReturnRefunded: ReturnRefundedProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  order: { ...demoOrder, status: "Delivered", cancellable: false, returns: [refundedReturn] },
  orderReturn: refundedReturn,
};

/** The demo order handed to Canada Post (issue 42), then delivered. */
const shippedEvents: NonNullable<Order["events"]> = [
  { status: "Packed", at: "2026-11-28T08:10:00.000Z", carrier: null, trackingNumber: null, trackingUrl: null },
  {
    status: "Shipped",
    at: "2026-11-28T17:45:00.000Z",
    carrier: "Canada Post",
    trackingNumber: "7023210039414604",
    trackingUrl: "https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023210039414604",
  },
];

export const demoShipped: OrderParcelProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  order: { ...demoOrder, status: "Shipped", cancellable: false, events: shippedEvents },
};

export const demoDelivered: OrderParcelProps = {
  ...demoShipped,
  order: {
    ...demoOrder,
    status: "Delivered",
    cancellable: false,
    deliveredAt: "2026-12-01T14:05:00.000Z",
    events: [
      ...shippedEvents,
      {
        status: "Out for delivery",
        at: "2026-12-01T07:30:00.000Z",
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
      },
      { status: "Delivered", at: "2026-12-01T14:05:00.000Z", carrier: null, trackingNumber: null, trackingUrl: null },
    ],
  },
};

/**
 * The same order delivered in Quebec (GST 5% + QST 9.975% on ₹1,648.00: ₹82.40 and ₹164.39),
 * for the French messages.
 */
export const demoQuebecOrder: Order = {
  ...demoOrder,
  hst: rupees(82.4),
  pst: rupees(164.39),
  total: rupees(1894.79),
  deliveryAddress: {
    ...demoOrder.deliveryAddress!,
    street: "1234 rue Sainte-Catherine Ouest",
    locality: "Ville-Marie",
    city: "Montréal",
    province: "Quebec",
    zip: "H3G 1P1",
  },
};

export const demoConfirmationQuebec: OrderConfirmationProps = {
  ...demoConfirmation,
  order: demoQuebecOrder,
  tax: { province: "Quebec", gstHst: 5, pst: 9.975 },
};

/** Every message as a French-speaking customer gets it (the contact message: sent from /fr/contact). */
const FRENCH: Locale = "fr";

export const demoInFrench = {
  confirmation: { ...demoConfirmationQuebec, locale: FRENCH },
  cancellation: { ...demoCancellation, locale: FRENCH },
  welcome: { ...demoWelcome, locale: FRENCH },
  passwordReset: {
    ...demoPasswordReset,
    locale: FRENCH,
    resetUrl: "http://localhost:8888/fr/reset-password?token=Zm9yLWEtZGVtby1vbmx5LW5vdC1hLXJlYWwtdG9rZW4x",
  },
  passwordChanged: { ...demoPasswordChanged, locale: FRENCH },
  accountDeleted: { ...demoAccountDeleted, locale: FRENCH },
  contact: { ...demoContact, senderLocale: FRENCH },
  backInStock: {
    ...demoBackInStock,
    locale: FRENCH,
    stopUrl: "http://localhost:8888/fr/stock-alerts/stop?token=7.ZGVtby1vbmx5LW5vdC1hLXJlYWwtc2lnbmF0dXJlLWhlcmU",
  },
  returnRequested: { ...demoReturnRequested, locale: FRENCH },
  returnRefunded: { ...demoReturnRefunded, locale: FRENCH },
  shipped: { ...demoShipped, locale: FRENCH },
  delivered: { ...demoDelivered, locale: FRENCH },
  newsletter: {
    ...demoNewsletter,
    locale: FRENCH,
    letter: {
      subject: "De nouvelles kurtas tissées main pour l’hiver",
      body: "Nos tisserands du Kutch ont terminé les kurtas tissées main de la saison.\n\nElles sont en boutique dès aujourd’hui, jusqu’à épuisement de la première série.",
    },
  },
};

export const demoContactReceived: ContactReceivedProps = { shop: demoShop, locale: "en" };

/** A guest's link to its order (decision 060). */
export const demoOrderLink: OrderLinkProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  orderId: 1042,
  orderUrl: "https://shop.example/order-lookup?token=1042.1796774400.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
};

/** A link confirming a new email for the account (decision 062), its token not signed. */
export const demoEmailConfirm: EmailConfirmProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  email: "asha.new@example.com",
  change: true,
  url: "https://shop.example/UserProfile?emailLink=7.1796774400.0.YXNoYS5uZXdAZXhhbXBsZS5jb20.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
};

/** The notice to the old address once the email changed. */
export const demoEmailChanged: EmailChangedProps = {
  shop: demoShop,
  locale: "en",
  customerName: "Asha Verma",
  email: "asha.new@example.com",
};

/** The demo order cancelled, its refund left to a person (the provider did not know the payment). */
export const demoRefundManual: RefundManualProps = {
  ...demoCancellation,
  refund: { state: "manual", amount: rupees(1862.24), cardLast4: "4242" },
  orderReturn: null,
};

/** Every customer message with its demo data in both languages. */
const demoList: readonly {
  name: string;
  /** Its outbox kind (null: sent at once, never through the outbox), which says whether it is commercial. */
  kind: MessageKind | null;
  // Each entry pairs a component with its own props; the list holds them side by side.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  en: object;
  fr: object;
}[] = [
  {
    name: "order-confirmation",
    kind: "order-confirmation",
    component: OrderConfirmationEmail,
    en: demoConfirmation,
    fr: demoInFrench.confirmation,
  },
  {
    name: "order-cancellation",
    kind: "order-cancellation",
    component: OrderCancellationEmail,
    en: demoCancellation,
    fr: demoInFrench.cancellation,
  },
  { name: "welcome", kind: "welcome", component: WelcomeEmail, en: demoWelcome, fr: demoInFrench.welcome },
  {
    name: "password-reset",
    kind: null,
    component: PasswordResetEmail,
    en: demoPasswordReset,
    fr: demoInFrench.passwordReset,
  },
  {
    name: "password-changed",
    kind: "password-changed",
    component: PasswordChangedEmail,
    en: demoPasswordChanged,
    fr: demoInFrench.passwordChanged,
  },
  {
    name: "contact-message",
    kind: "contact",
    component: ContactMessageEmail,
    en: demoContact,
    fr: demoInFrench.contact,
  },
  {
    name: "back-in-stock",
    kind: "back-in-stock",
    component: BackInStockEmail,
    en: demoBackInStock,
    fr: demoInFrench.backInStock,
  },
  {
    name: "return-requested",
    kind: "return-requested",
    component: ReturnRequestedEmail,
    en: demoReturnRequested,
    fr: demoInFrench.returnRequested,
  },
  {
    name: "return-refunded",
    kind: "return-refunded",
    component: ReturnRefundedEmail,
    en: demoReturnRefunded,
    fr: demoInFrench.returnRefunded,
  },
  {
    name: "refund-manual",
    kind: "refund-manual",
    component: RefundManualEmail,
    en: demoRefundManual,
    fr: { ...demoRefundManual, locale: "fr" },
  },
  {
    name: "account-deleted",
    kind: "account-deleted",
    component: AccountDeletedEmail,
    en: demoAccountDeleted,
    fr: demoInFrench.accountDeleted,
  },
  {
    name: "order-shipped",
    kind: "order-shipped",
    component: OrderShippedEmail,
    en: demoShipped,
    fr: demoInFrench.shipped,
  },
  {
    name: "order-delivered",
    kind: "order-delivered",
    component: OrderDeliveredEmail,
    en: demoDelivered,
    fr: demoInFrench.delivered,
  },
  {
    name: "contact-received",
    kind: "contact-received",
    component: ContactReceivedEmail,
    en: demoContactReceived,
    fr: { ...demoContactReceived, locale: "fr" },
  },
  {
    name: "newsletter",
    kind: "newsletter",
    component: NewsletterEmail,
    en: demoNewsletter,
    fr: demoInFrench.newsletter,
  },
  {
    name: "order-link",
    kind: "order-link",
    component: OrderLinkEmail,
    en: demoOrderLink,
    fr: {
      ...demoOrderLink,
      locale: "fr",
      orderUrl: demoOrderLink.orderUrl.replace("/order-lookup", "/fr/order-lookup"),
    },
  },
  {
    name: "email-confirm",
    kind: "email-confirm",
    component: EmailConfirmEmail,
    en: demoEmailConfirm,
    fr: { ...demoEmailConfirm, locale: "fr", url: demoEmailConfirm.url.replace("/UserProfile", "/fr/UserProfile") },
  },
  {
    name: "email-changed",
    kind: "email-changed",
    component: EmailChangedEmail,
    en: demoEmailChanged,
    fr: { ...demoEmailChanged, locale: "fr" },
  },
];

/**
 * The unsubscribe link a commercial message carries, as the outbox writes it (functions/_shared/
 * consent.ts), with a token that is not signed: the preview shows where it leads, not a way in.
 */
const demoUnsubscribeUrl = (locale: Locale) =>
  `${demoShop.siteUrl}${localizedPath(locale, UNSUBSCRIBE_PATH)}?token=7.ZGVtby1vbmx5LW5vdC1hLXJlYWwtc2lnbmF0dXJlLWhlcmU`;

const asSent = (props: object, locale: Locale) => {
  const { shop } = props as { shop?: ShopIdentity };
  return shop ? { ...props, shop: { ...shop, unsubscribeUrl: demoUnsubscribeUrl(locale) } } : props;
};

/** What the preview writes and the phone-width test lays out: a commercial one with its unsubscribe link. */
export const demoEmails = demoList.map((entry) =>
  entry.kind !== null && isCommercial(entry.kind)
    ? { ...entry, en: asSent(entry.en, "en"), fr: asSent(entry.fr, "fr") }
    : entry,
);
