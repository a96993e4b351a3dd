/**
 * /paymentpage's server action (issue 39): the page's writes that are the shop's, each through the
 * service the JSON API serves, admitted as its function admits (same origin, the session: a
 * customer's or a guest's checkout session). Starting a card payment (intent=start, decision 073)
 * answers the PaymentIntent's client secret the card form needs (POST /create-payment-intent's
 * service, functions/_shared/payment-intent.ts); paying with a saved card (intent=saved, decision
 * 069) pays with the CVC's token the browser made before the post (functions/_shared/cards.ts).
 * The card form's confirmation (intent=confirm) is Stripe.js's, in the route's clientAction.
 * Server-only.
 */
import { data, redirect, replace, type ActionFunctionArgs } from "react-router";
import * as v from "valibot";
import { PAY_SAVED_INTENT, SAVED_CARD_FIELDS, type SavedCardRefusal } from "@/features/payment/utils/saved-card-form";
import { SAVE_CARD_FIELD, START_INTENT, type CardPaymentStart } from "@/features/payment/utils/card-start-form";
import { checkoutFromQuery, completePath } from "@/features/payment/utils/payment-urls";
import type { CheckoutSelection } from "@/lib/checkout-totals";
import { readFormData } from "@/lib/form/posted-form";
import { payWithSavedCard, SavedCardBodySchema } from "@functions/_shared/cards";
import { IntentBodySchema, startCardPayment } from "@functions/_shared/payment-intent";
import { cookieHeaders, serve } from "./shop.server";

/** The fields the payment choice posts to start: a ticked "Save this card for next time" is "on". */
const StartFormSchema = v.object({ intent: v.literal(START_INTENT), [SAVE_CARD_FIELD]: v.optional(v.literal("on")) });

type Context = ActionFunctionArgs["context"];

/**
 * The checkout is the page's URL's (`?addressId=5&items=3,17`), as the page's reads take it, for
 * both intents. A post the page never sends (another intent, no checkout, a field out of shape) is
 * a 400 with the form's own words, before the session is read.
 */
export async function paymentAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const page = new URL(request.url);
  const checkout = checkoutFromQuery(page.searchParams);
  return form.get("intent") === START_INTENT
    ? startPayment(form, checkout, context)
    : payWithSaved(form, checkout, page, context);
}

/**
 * The checkout's intent and the amount it charges, which the card form shows and confirms; a
 * refusal stays on the page, worded in its language, with the service's status.
 */
async function startPayment(form: FormData, checkout: CheckoutSelection | null, context: Context) {
  const fields = v.safeParse(StartFormSchema, Object.fromEntries(form));
  const body =
    fields.success && v.safeParse(IntentBodySchema, { ...checkout, saveCard: fields.output.saveCard === "on" });
  if (!checkout || !body || !body.success) {
    return data<CardPaymentStart>({ status: "failed", message: null }, { status: 400 });
  }
  const started = await serve(context, "customer", (ctx) => startCardPayment(ctx, body.output));
  if (!started.ok) {
    return data<CardPaymentStart>(
      { status: "failed", message: started.error.message },
      { status: started.error.status, headers: cookieHeaders(started.cookies) },
    );
  }
  const { clientSecret, amount } = started.value;
  return data<CardPaymentStart>({ status: "ready", clientSecret, amountPaise: amount });
}

/**
 * Paid, the shopper goes to /complete as a Stripe redirect would; a card whose bank asks for 3-D
 * Secure goes to the challenge, which comes back to /complete. A refusal stays on the page,
 * worded in its language, with the service's status.
 */
async function payWithSaved(form: FormData, checkout: CheckoutSelection | null, page: URL, context: Context) {
  const body = v.safeParse(SavedCardBodySchema, {
    ...checkout,
    paymentMethodId: form.get(SAVED_CARD_FIELDS.card),
    cvcToken: form.get(SAVED_CARD_FIELDS.cvcToken),
  });
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
