/**
 * The server side of the customer's own data (issue 41, decision 049): the privacy policy's
 * controller from the seller settings, the account page's session, and the deletion form's
 * action through the function the JSON API serves (functions/customer-data.ts), in this process,
 * so the form works without script. Server-only.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import * as v from "valibot";
import { DELETE_ACCOUNT_PATH, DeleteAccountBodySchema, DeletedAccountSchema } from "@/domain/customer-data";
import { SessionResponseSchema } from "@/domain/session";
import type { DeleteAnswer } from "@/features/privacy/components/delete-account-form";
import { readFormData } from "@/lib/form/posted-form";
import { localeOfPath, localizedPath } from "@domain/locale";
import customerDataFunction from "@functions/customer-data";
import sessionFunction from "@functions/session";
import { sellerDetails } from "@functions/_shared/config";
import { callFunction, cookieHeaders, refusalStatus } from "./function-call.server";

/** The controller the policy names: the seller of the tax receipts. */
export function privacyLoader() {
  const { legalName, postalAddress } = sellerDetails();
  return { controller: { name: legalName, address: postalAddress } };
}

/** Who is signed in, so /your-data is whole in the first HTML: null for a guest. */
export async function yourDataLoader({ request }: LoaderFunctionArgs) {
  const answer = await callFunction(
    sessionFunction,
    request,
    { method: "GET", path: "/api/session" },
    SessionResponseSchema,
  );
  return { user: answer.ok ? answer.body.user : null };
}

export async function deleteAccountAction({ request }: ActionFunctionArgs) {
  const posted = v.safeParse(DeleteAccountBodySchema, {
    password: (await readFormData(request)).get("password") ?? "",
  });
  if (!posted.success) return data<DeleteAnswer>({ refusal: "missing" }, { status: 400 });
  const answer = await callFunction(
    customerDataFunction,
    request,
    { method: "POST", path: DELETE_ACCOUNT_PATH, body: posted.output },
    DeletedAccountSchema,
  );
  if (!answer.ok) {
    return data<DeleteAnswer>({ refusal: answer.error.code }, { status: refusalStatus(answer.error) });
  }
  const locale = localeOfPath(new URL(request.url).pathname);
  return redirect(localizedPath(locale, "/account-deleted"), { headers: cookieHeaders(answer.cookies) });
}
