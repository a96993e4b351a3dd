/**
 * /wallet's server side (issue 43): the saved cards read and changed through the same code the
 * JSON API serves (functions/_shared/cards.ts), in this process, so the page is rendered on the
 * server and Remove and Make default work as plain form posts without script. Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { PaymentMethodIdSchema } from "@/domain/saved-cards";
import { DEFAULT_CARD, REMOVE_CARD, type CardChangeAnswer } from "@/features/payment/utils/card-change";
import { readFormData } from "@/lib/form/posted-form";
import { settle } from "@/lib/load-result";
import { listSavedCards, makeDefaultCard, removeSavedCard } from "@functions/_shared/cards";
import { readSession } from "@functions/_shared/session";
import * as v from "valibot";
import { shopOf } from "./shop.server";

export async function walletLoader({ request, context }: LoaderFunctionArgs) {
  const user = await readSession(request).catch(() => null);
  if (!user) return { signedIn: false as const };
  return {
    signedIn: true as const,
    cards: await settle("the saved cards", listSavedCards(shopOf(context).api, user.id)),
  };
}

export async function walletAction({ request, context }: ActionFunctionArgs) {
  const user = await readSession(request).catch(() => null);
  if (!user) throw data(null, { status: 401 });
  const form = await readFormData(request);
  const intent = form.get("intent");
  const card = v.safeParse(PaymentMethodIdSchema, form.get("paymentMethodId"));
  if (!card.success || (intent !== REMOVE_CARD && intent !== DEFAULT_CARD)) throw data(null, { status: 400 });
  const api = shopOf(context).api;
  try {
    if (intent === REMOVE_CARD) await removeSavedCard(api, user.id, card.output);
    else await makeDefaultCard(api, user.id, card.output);
  } catch (error) {
    console.warn("Changing a saved card failed:", error);
    return data<CardChangeAnswer>({ failed: true }, { status: 502 });
  }
  return data<CardChangeAnswer>({ done: intent });
}
