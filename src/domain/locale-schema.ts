/**
 * A language as the API calls carry it ("en" or "fr"), for the servers (the functions, the shop
 * API): no page module imports it, so the first screen's shared chunk does not have to export
 * the list of languages to the schemas' chunk (JavaScript before interaction on /).
 */
import * as v from "valibot";
import { DEFAULT_LOCALE, LOCALES } from "./locale";

export const LocaleSchema = v.picklist(LOCALES, `locale must be ${LOCALES.join(" or ")}.`);

/** A language a call may leave out: the shop's first (English), as before there were two. */
export const OptionalLocaleSchema = v.optional(LocaleSchema, DEFAULT_LOCALE);
