/**
 * /email-preferences on the server (issue 41): read with the page's session so the form is in the
 * first HTML, and saved by the form's post (without script too) through the function the JSON API
 * serves (functions/consent.ts), in this process, in the page's language (the record's). Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { NEWS_CONSENT_FIELD, NewsConsentResponseSchema, type NewsConsentAnswer } from "@domain/consent";
import { localeOfPath } from "@domain/locale";
import { readFormData } from "@/lib/form/posted-form";
import consentFunction from "@functions/consent";
import { readCustomerData } from "./customer-data.server";
import { callFunction, refusalStatus } from "./function-call.server";

const consentPath = (request: Request) => `/api/consent?locale=${localeOfPath(new URL(request.url).pathname)}`;

export async function emailPreferencesLoader({ request }: LoaderFunctionArgs) {
  return readCustomerData(consentFunction, request, consentPath(request), NewsConsentResponseSchema, (body) => body);
}

export async function emailPreferencesAction({ request }: ActionFunctionArgs) {
  // An unticked box sends nothing: that is the withdrawal.
  const granted = (await readFormData(request)).get(NEWS_CONSENT_FIELD) !== null;
  const answer = await callFunction(
    consentFunction,
    request,
    { method: "PUT", path: consentPath(request), body: { granted } },
    NewsConsentResponseSchema,
  );
  if (!answer.ok) return data<NewsConsentAnswer>({ status: "failed" }, { status: refusalStatus(answer.error) });
  return { status: "saved", granted: answer.body.granted } satisfies NewsConsentAnswer;
}
