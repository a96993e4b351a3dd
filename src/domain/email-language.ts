/**
 * The language of a customer's emails (issue 38): chosen at registration by the page's language,
 * changed in the profile (GET and PUT /api/customers/language).
 */
import * as v from "valibot";
import { LocaleSchema } from "./locale-schema";
import { SessionUserSchema } from "./session";

export const EmailLanguageBodySchema = v.object({ locale: LocaleSchema });

export const EmailLanguageResponseSchema = v.object({ user: SessionUserSchema, locale: LocaleSchema });
export type EmailLanguageResponse = v.InferOutput<typeof EmailLanguageResponseSchema>;
