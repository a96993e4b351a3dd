// The language a catalogue read answers in (issue 38, migration 0016).
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@domain/locale";
import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { parse } from "./http";

/** `locale` in a body or query: absent is English, so SPEC section 7's callers are answered as before. */
const LocaleField = v.optional(v.picklist(LOCALES, `locale must be one of ${LOCALES.join(", ")}.`), DEFAULT_LOCALE);

/**
 * The language to answer in, from a body's `locale` or a GET's `?locale=`. With the extensions off
 * the Worker plays a vendor API with section 7 only, which knows no language but English: the
 * locale is then not even read.
 */
export function catalogueLocale(c: Context<AppEnv>, asked: unknown = c.req.query("locale")): Locale {
  return c.env.CATALOGUE_EXTENSIONS === "off" ? DEFAULT_LOCALE : parse(LocaleField, asked);
}
