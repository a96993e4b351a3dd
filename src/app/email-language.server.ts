/**
 * The profile's "Language for emails" on the server: read with the page's session so the form is
 * in the first HTML, and saved by the form's post (without script too) through the function the
 * JSON API serves (functions/customers.ts), in this process. Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import * as v from "valibot";
import { EmailLanguageBodySchema, EmailLanguageResponseSchema } from "@/domain/email-language";
import type { EmailLanguageAnswer } from "@/features/account/components/email-language-form";
import { readFormData } from "@/lib/form/posted-form";
import customersFunction from "@functions/customers";
import { readCustomerData } from "./customer-data.server";
import { callFunction, refusalStatus } from "./function-call.server";

const LANGUAGE_PATH = "/api/customers/language";

export async function emailLanguageLoader({ request }: LoaderFunctionArgs) {
  return readCustomerData(customersFunction, request, LANGUAGE_PATH, EmailLanguageResponseSchema, (body) => body);
}

export async function emailLanguageAction({ request }: ActionFunctionArgs) {
  const posted = v.safeParse(EmailLanguageBodySchema, { locale: (await readFormData(request)).get("locale") });
  if (!posted.success) return data<EmailLanguageAnswer>({ status: "failed" }, { status: 400 });
  const answer = await callFunction(
    customersFunction,
    request,
    { method: "PUT", path: LANGUAGE_PATH, body: posted.output },
    EmailLanguageResponseSchema,
  );
  if (!answer.ok) return data<EmailLanguageAnswer>({ status: "failed" }, { status: refusalStatus(answer.error) });
  return { status: "saved", locale: answer.body.locale } satisfies EmailLanguageAnswer;
}
