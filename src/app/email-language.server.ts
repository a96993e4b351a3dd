/**
 * The profile's "Language for emails" on the server: read with the page's session so the form is
 * in the first HTML, and saved by the form's post (without script too) through the service the
 * JSON API serves (functions/_shared/customers.ts). Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import * as v from "valibot";
import { EmailLanguageBodySchema } from "@/domain/email-language";
import type { EmailLanguageAnswer } from "@/features/account/components/email-language-form";
import { readFormData } from "@/lib/form/posted-form";
import { emailLanguage, saveEmailLanguage } from "@functions/_shared/customers";
import { readCustomerData } from "./customer-data.server";
import { serve } from "./shop.server";

export async function emailLanguageLoader({ context }: LoaderFunctionArgs) {
  return readCustomerData(context, emailLanguage);
}

export async function emailLanguageAction({ request, context }: ActionFunctionArgs) {
  const posted = v.safeParse(EmailLanguageBodySchema, { locale: (await readFormData(request)).get("locale") });
  if (!posted.success) return data<EmailLanguageAnswer>({ status: "failed" }, { status: 400 });
  const answer = await serve(context, "customer", (ctx) => saveEmailLanguage(ctx, posted.output.locale));
  if (!answer.ok) return data<EmailLanguageAnswer>({ status: "failed" }, { status: answer.error.status });
  return { status: "saved", locale: answer.value.locale } satisfies EmailLanguageAnswer;
}
