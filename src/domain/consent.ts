/**
 * Consent to news and offers by email (issue 41, decision 047): what a grant or a withdrawal
 * records, where it can come from, and the version of the words the customer was shown. Each one
 * is a row of the shop API's consent_records (migration 0022); the latest row is the customer's
 * current choice.
 */
import * as v from "valibot";
import { SessionUserSchema } from "./session";

/**
 * The version of the box's words ("consent.news.label" in both catalogues). A record names the
 * version the customer saw, so a change of those words gets a new version here, and the old
 * records still say what was agreed to then.
 */
export const NEWS_CONSENT_WORDING = "news-2026-12-07";

/** Where a grant or withdrawal was made: the page's form, or an email's unsubscribe. */
export const CONSENT_SOURCES = ["register", "checkout", "profile", "unsubscribe"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const ConsentSourceSchema = v.picklist(CONSENT_SOURCES, `source must be ${CONSENT_SOURCES.join(", ")}.`);

/** The field of the box on the forms that offer it; ticked sends "on", as a checkbox does. */
export const NEWS_CONSENT_FIELD = "newsConsent";

/** The page an unsubscribe link opens, and the one-click URL a mail provider posts to. */
export const UNSUBSCRIBE_PATH = "/unsubscribe";

/** The unsubscribe page's states: a GET shows the confirm form, only its POST withdraws. */
export type UnsubscribePage =
  | { status: "invalid" }
  | { status: "confirm"; token: string }
  | { status: "failed"; token: string }
  | { status: "done" };

/** The profile's box: the customer's current choice, as its loader and action answer. */
export type NewsConsentAnswer = { status: "saved"; granted: boolean } | { status: "failed" };

/** /checkout2's Continue when the ticked box could not be recorded: the step stays, and says so. */
export type CheckoutConsentAnswer = { consent: "failed" };

/** PUT /api/consent's body: the box as the email preferences page posts it. */
export const NewsConsentBodySchema = v.object({ granted: v.boolean() });

/** GET and PUT /api/consent: who is signed in, their news consent now, and how many alerts they follow. */
export const NewsConsentResponseSchema = v.object({
  user: SessionUserSchema,
  granted: v.boolean(),
  alerts: v.number(),
});
export type NewsConsentResponse = v.InferOutput<typeof NewsConsentResponseSchema>;
