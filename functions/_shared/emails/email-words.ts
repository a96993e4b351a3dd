/**
 * A message's words in its language (issue 38): the pages' catalogues (src/lib/i18n/catalogs),
 * compiled by the page server's code (src/app/messages.server.ts) and rendered by the pages'
 * translator, so an email and the page it links to say things the same way. The language is
 * the one the outbox row was written in, never the request's.
 */
import { Fragment, createElement, type ReactNode } from "react";
import { localizedPath, type Locale } from "@domain/locale";
import { SHOP_TIME_ZONE, zoneToWrite } from "@domain/shop-time-zone";
import { CANCEL_REASONS } from "@domain/order-cancellation";
import type { OrderRefund } from "@domain/order-refund";
import { compiledMessages } from "@/app/messages.server";
import { translator, type MessageId, type MessageValues, type Translator } from "@/lib/i18n/translator";
import { PAYMENT_MODE_IDS, REFUND_IDS, RETURN_REASON_IDS } from "@/lib/order-words";

export interface EmailWords extends Translator {
  /** A date as the messages print it: "27 Nov 2026", "27 novembre 2026"; "" for none. */
  date: (iso: string | null) => string;
  /** A moment as the messages print it: "27 Nov 2026, 5:30 am GMT-5", "27 novembre 2026 à 05 h 30 HNE" (the shop's clock). */
  dateTime: (iso: string) => string;
  /** The absolute URL of a shop page in the message's language ("/login" -> ".../fr/login"). */
  link: (siteUrl: string, path: string) => string;
  /** A refund as the order screens word it. */
  refund: (refund: OrderRefund) => string;
  /** An order's payment mode, a return's and a cancellation's reason, as the order screens word them; an unknown one as it came. */
  paymentMode: (mode: string) => string;
  returnReason: (reason: string) => string;
  cancelReason: (reason: string) => string;
  /** A message with elements in the places of some of its values (a link inside a sentence). */
  withElements: (id: MessageId, elements: Record<string, ReactNode>, values?: MessageValues) => ReactNode;
}

// A moment on the shop's clock (the reader's is unknown), a calendar day as that day.
const DAY = {
  en: { day: "numeric", month: "short", year: "numeric" },
  fr: { day: "numeric", month: "long", year: "numeric" },
} as const;
const TIME = { hour: "numeric", minute: "2-digit", timeZoneName: "short" } as const;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(locale: Locale, iso: string, withTime: boolean): string {
  const timeZone = zoneToWrite(iso, SHOP_TIME_ZONE);
  const key = `${locale}${timeZone}${withTime}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale === "fr" ? "fr-CA" : "en-IN", {
      ...DAY[locale],
      ...(withTime && TIME),
      timeZone,
    });
    formats.set(key, made);
  }
  return made.format(new Date(iso));
}

/** Marks an element's place in a rendered message; no message text holds it. */
const SLOT = "\u0000";

const made = new Map<Locale, EmailWords>();

export function emailWords(locale: Locale): EmailWords {
  const known = made.get(locale);
  if (known) return known;
  const words = translator(locale, compiledMessages(locale));
  const created: EmailWords = {
    ...words,
    date: (iso) => (iso ? formatIn(locale, iso, false) : ""),
    dateTime: (iso) => formatIn(locale, iso, true),
    link: (siteUrl, path) => `${siteUrl}${localizedPath(locale, path)}`,
    refund: (refund) =>
      words.t(REFUND_IDS[refund.state], {
        amount: words.money(refund.amount),
        card: refund.cardLast4 ?? "none",
      }),
    paymentMode: (mode) => (Object.hasOwn(PAYMENT_MODE_IDS, mode) ? words.t(PAYMENT_MODE_IDS[mode]!) : mode),
    returnReason: (reason) => (Object.hasOwn(RETURN_REASON_IDS, reason) ? words.t(RETURN_REASON_IDS[reason]!) : reason),
    cancelReason: (reason) => {
      const index = (CANCEL_REASONS as readonly string[]).indexOf(reason);
      return index === -1 ? reason : words.t(`cancel.reason.${index}` as MessageId);
    },
    withElements: (id, elements, values = {}) => {
      const slots = Object.fromEntries(Object.keys(elements).map((name) => [name, `${SLOT}${name}${SLOT}`]));
      const parts = words.t(id, { ...values, ...slots }).split(SLOT);
      // Odd parts are the names of the elements, even parts the text around them.
      return parts.map((part, index) =>
        createElement(Fragment, { key: index }, index % 2 === 1 ? elements[part] : part),
      );
    },
  };
  made.set(locale, created);
  return created;
}
