/**
 * /email-preferences on the server (issue 41): read with the page's session so the form is in the
 * first HTML, and saved by the form's post (without script too) through the service the JSON API
 * serves (functions/_shared/consent.ts), in the page's language (the record's). Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { NEWS_CONSENT_FIELD, type NewsConsentAnswer } from "@domain/consent";
import { readFormData } from "@/lib/form/posted-form";
import { newsPreferences, saveNewsConsent } from "@functions/_shared/consent";
import { readCustomerData } from "./customer-data.server";
import { serve } from "./shop.server";

export async function emailPreferencesLoader({ context }: LoaderFunctionArgs) {
  return readCustomerData(context, newsPreferences);
}

export async function emailPreferencesAction({ request, context }: ActionFunctionArgs) {
  // An unticked box sends nothing: that is the withdrawal.
  const granted = (await readFormData(request)).get(NEWS_CONSENT_FIELD) !== null;
  const answer = await serve(context, "customer", (ctx) => saveNewsConsent(ctx, granted));
  if (!answer.ok) return data<NewsConsentAnswer>({ status: "failed" }, { status: answer.error.status });
  return { status: "saved", granted: answer.value.granted } satisfies NewsConsentAnswer;
}
