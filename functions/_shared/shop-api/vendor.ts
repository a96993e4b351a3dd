/**
 * The pieces of the shop API's payloads (SPEC.md section 7) that every resource shares: its ids,
 * texts, rupee amounts and envelopes as resellers send them, and how a reshape names a text's
 * language. Each resource's own shapes live beside its calls; nothing past functions/_shared sees
 * a vendor shape.
 */
import * as v from "valibot";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@domain/locale";
import { paiseFromRupees, type Paise } from "@domain/money";

/** Vendor ids arrive as numbers, and from some resellers as numeric strings. */
export const VendorIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.regex(/^[1-9]\d*$/), v.transform(Number)),
]);

/**
 * The language a text is in, as the reference shop API says when asked for one (migration 0016);
 * a vendor saying nothing, or something else, is taken as English.
 */
export const VendorLang = v.fallback(v.optional(v.picklist(LOCALES)), undefined);

/** Success, as section 7 writes it (the string 'true'), or as a boolean from some resellers. */
export const VendorOkStatus = v.union([v.literal("true"), v.literal(true)]);

/** The `{status: 'true', data: [...]}` envelope around list responses. */
export function vendorListEnvelope<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    status: VendorOkStatus,
    message: v.optional(v.string()),
    data: v.array(item),
  });
}

/** Calls whose data we do not read (delete, clear): just the success envelope. */
export const VendorOkSchema = v.object({
  status: VendorOkStatus,
  message: v.optional(v.string()),
});

/** customer_login, insert_customer, insert_guest: the customer, when the API says who it is. */
export const VendorUserListSchema = vendorListEnvelope(
  v.object({
    id: VendorIdSchema,
    user_name: v.pipe(
      v.optional(v.nullable(v.string()), ""),
      v.transform((name) => name ?? ""),
    ),
  }),
);

const Text = v.optional(v.nullable(v.string()), "");
export const TextOut = v.pipe(
  Text,
  v.transform((text) => text ?? ""),
);
export const NullableText = v.optional(v.nullable(v.string()), null);

/** Rupee amounts come as numbers, and from some resellers as numeric strings. */
export const VendorRupees = v.union([
  v.pipe(v.number(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number)),
]);
export const VendorCount = v.optional(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  0,
);

export interface ReshapeOptions {
  imageHost: string;
  /** The language the texts were asked in (English when absent). */
  locale?: Locale;
}

/**
 * A text's language when it is not the one asked for: the shop API's English fallback of an
 * untranslated row, or any text of an API that says nothing (SPEC section 7 knows English only).
 * Left out when they agree, so the page sets `lang` from it as it is and an English answer keeps
 * its shape.
 */
export function langOf(written: Locale | undefined, options: ReshapeOptions): { lang?: Locale } {
  const lang = written ?? DEFAULT_LOCALE;
  return lang === (options.locale ?? DEFAULT_LOCALE) ? {} : { lang };
}

/** An optional rupee amount in paise (decision 027: the reshape is where rupees become paise). */
export function paiseOrNull(rupees: number | null): Paise | null {
  return rupees === null ? null : paiseFromRupees(rupees);
}

/** merge_wishlist, merge_stock_alerts: how many the carry-over from Netlify Blobs added. */
export const VendorMergedSchema = v.object({
  status: VendorOkStatus,
  added: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
