/**
 * A language as the API calls carry it ("en" or "fr"), apart from locale.ts: every first screen
 * imports that, and this would bring its validation library with it.
 */
import * as v from "valibot";
import { DEFAULT_LOCALE, LOCALES } from "./locale";

export const LocaleSchema = v.picklist(LOCALES, `locale must be ${LOCALES.join(" or ")}.`);

/** A language a call may leave out: the shop's first (English), as before there were two. */
export const OptionalLocaleSchema = v.optional(LocaleSchema, DEFAULT_LOCALE);
