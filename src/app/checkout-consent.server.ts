/**
 * /checkout2's Continue on the server (issue 41, decision 047): the address step's form posts the
 * items, the chosen address and the "Email me news and offers" box to its page; a ticked box is
 * recorded as a grant from source "checkout" (time, wording version, page language and client
 * address, through the consent service the functions use, decision 055), and the step goes on to /paymentpage with
 * the items and address in the URL, as it did before. An unticked box records nothing: the
 * checkout is no place to withdraw, the preferences page is. Server-only.
 */
import { data, redirect, type ActionFunctionArgs } from "react-router";
import { checkoutSearch, checkoutItemsFromText } from "@/domain/checkout";
import { NEWS_CONSENT_FIELD, type CheckoutConsentAnswer } from "@/domain/consent";
import { parseIdText } from "@/domain/ids";
import { readFormData } from "@/lib/form/posted-form";
import { localeOfPath, localizedPath } from "@domain/locale";
import { grantNewsConsentAtCheckout } from "@functions/_shared/consent";
import { isSameOriginRequest } from "@functions/_shared/service";
import { serve } from "./shop.server";

export async function checkoutAction({ request, context }: ActionFunctionArgs) {
  // The body first, as every action reads it (issue 37); then the rule of every function's write:
  // a form of another site records nothing.
  const form = await readFormData(request);
  if (!isSameOriginRequest(request)) throw data(null, { status: 403 });
  const locale = localeOfPath(new URL(request.url).pathname);
  const items = checkoutItemsFromText(form.get("items")?.toString());
  const addressId = parseIdText(form.get("addressId")?.toString() ?? null);
  if (form.get(NEWS_CONSENT_FIELD) !== null) {
    const granted = await serve(context, "customer", grantNewsConsentAtCheckout);
    if (!granted.ok && granted.error.status === 401) return redirect(localizedPath(locale, "/login"));
    if (!granted.ok) {
      console.warn("Checkout consent not recorded:", granted.error.message);
      return data<CheckoutConsentAnswer>({ consent: "failed" }, { status: 503 });
    }
  }
  const step = items && addressId !== null ? `/paymentpage?${checkoutSearch({ items, addressId })}` : "/checkout2";
  return redirect(localizedPath(locale, step));
}
