/**
 * /wallet's server side (issue 43): the saved cards read and changed through the same code the
 * JSON API serves (functions/_shared/cards.ts), admitted as its function admits (decision 055:
 * same origin, the customer's session), so the page is rendered on the server and Remove and
 * Make default work as plain form posts without script. Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { PaymentMethodIdSchema } from "@/domain/saved-cards";
import { DEFAULT_CARD, REMOVE_CARD, type CardChangeAnswer } from "@/features/payment/utils/card-change";
import { readFormData } from "@/lib/form/posted-form";
import { settle } from "@/lib/load-result";
import { listSavedCards, makeDefaultCard, removeSavedCard } from "@functions/_shared/cards";
import * as v from "valibot";
import { serve, shopOf } from "./shop.server";

export async function walletLoader({ context }: LoaderFunctionArgs) {
  const user = await shopOf(context)
    .accountHolder()
    .catch(() => null);
  if (!user) return { signedIn: false as const };
  return {
    signedIn: true as const,
    cards: await settle("the saved cards", listSavedCards(shopOf(context).api, user.id)),
  };
}

export async function walletAction({ request, context }: ActionFunctionArgs) {
  // The body first, as every action reads it (a body its form never sends is a 4xx, issue 37).
  const form = await readFormData(request);
  const intent = form.get("intent");
  const card = v.safeParse(PaymentMethodIdSchema, form.get("paymentMethodId"));
  if (!card.success || (intent !== REMOVE_CARD && intent !== DEFAULT_CARD)) throw data(null, { status: 400 });
  const change = intent === REMOVE_CARD ? removeSavedCard : makeDefaultCard;
  const answer = await serve(context, "customer", ({ shopApi, customer }) => change(shopApi, customer.id, card.output));
  if (!answer.ok) {
    if (answer.error.status === 401 || answer.error.status === 403) throw data(null, { status: answer.error.status });
    console.warn("Changing a saved card failed:", answer.error);
    return data<CardChangeAnswer>({ failed: true }, { status: 502 });
  }
  return data<CardChangeAnswer>({ done: intent });
}
