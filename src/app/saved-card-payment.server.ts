/**
 * /paymentpage's server action (issue 39): paying with a saved card (intent=saved) through the
 * same service the JSON API serves (functions/_shared/cards.ts), admitted as its function admits
 * (same origin, the customer's session). The browser makes the CVC's token first and posts it
 * here (saved-card-choice.tsx); the rest of the page's writes (the card form's intent and its
 * confirmation) are Stripe.js's, in the route's clientAction. Server-only.
 */
import { data, redirect, replace, type ActionFunctionArgs } from "react-router";
import * as v from "valibot";
import { PAY_SAVED_INTENT, SAVED_CARD_FIELDS, type SavedCardRefusal } from "@/features/payment/utils/saved-card-form";
import { checkoutFromQuery, completePath } from "@/features/payment/utils/payment-urls";
import { readFormData } from "@/lib/form/posted-form";
import { payWithSavedCard, SavedCardBodySchema } from "@functions/_shared/cards";
import { cookieHeaders, serve } from "./shop.server";

/**
 * The checkout is the page's URL's (`?addressId=5&items=3,17`), as the page's reads take it. Paid,
 * the shopper goes to /complete as a Stripe redirect would; a card whose bank asks for 3-D Secure
 * goes to the challenge, which comes back to /complete. A refusal stays on the page, worded in its
 * language, with the service's status.
 */
export async function savedCardPaymentAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const page = new URL(request.url);
  const checkout = checkoutFromQuery(page.searchParams);
  const body = v.safeParse(SavedCardBodySchema, {
    ...checkout,
    paymentMethodId: form.get(SAVED_CARD_FIELDS.card),
    cvcToken: form.get(SAVED_CARD_FIELDS.cvcToken),
  });
  // No page posts this: the form's own words for a payment that did not happen.
  if (form.get("intent") !== PAY_SAVED_INTENT || !checkout || !body.success) {
    return data<SavedCardRefusal>({ savedCardError: null }, { status: 400 });
  }
  const paid = await serve(context, "customer", (ctx) => payWithSavedCard(ctx, body.output));
  if (!paid.ok) {
    return data<SavedCardRefusal>(
      { savedCardError: paid.error.message },
      { status: paid.error.status, headers: cookieHeaders(paid.cookies) },
    );
  }
  const { status, redirectUrl, clientSecret } = paid.value;
  if (status === "authenticate" && redirectUrl) return redirect(redirectUrl);
  return replace(completePath(page, clientSecret, "succeeded"));
}
