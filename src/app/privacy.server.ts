/**
 * The server side of the customer's own data (issue 41, decision 049): the privacy policy's
 * controller from the seller settings, the account page's session, and the deletion form's
 * action through the service the JSON API serves (functions/_shared/customer-data.ts), so the
 * form works without script. Server-only.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import * as v from "valibot";
import { DeleteAccountBodySchema } from "@/domain/customer-data";
import type { DeleteAnswer } from "@/features/privacy/components/delete-account-form";
import { readFormData } from "@/lib/form/posted-form";
import { localeOfPath, localizedPath } from "@domain/locale";
import { sellerDetails } from "@functions/_shared/config";
import { deleteAccount } from "@functions/_shared/customer-data";
import { cookieHeaders, serve, shopOf } from "./shop.server";

/** The controller the policy names: the seller of the tax receipts. */
export function privacyLoader() {
  const { legalName, postalAddress } = sellerDetails();
  return { controller: { name: legalName, address: postalAddress } };
}

/** Who is signed in, so /your-data is whole in the first HTML: null for a guest. */
export async function yourDataLoader({ context }: LoaderFunctionArgs) {
  // A session that cannot be checked now shows the sign-in prompt, as for a guest.
  return {
    user: await shopOf(context)
      .accountHolder()
      .catch(() => null),
  };
}

export async function deleteAccountAction({ request, context }: ActionFunctionArgs) {
  const posted = v.safeParse(DeleteAccountBodySchema, {
    password: (await readFormData(request)).get("password") ?? "",
  });
  if (!posted.success) return data<DeleteAnswer>({ refusal: "missing" }, { status: 400 });
  const answer = await serve(context, "customer", (ctx) => deleteAccount(ctx, posted.output.password));
  if (!answer.ok) return data<DeleteAnswer>({ refusal: answer.error.code }, { status: answer.error.status });
  const locale = localeOfPath(new URL(request.url).pathname);
  return redirect(localizedPath(locale, "/account-deleted"), { headers: cookieHeaders(answer.value.cookies) });
}
