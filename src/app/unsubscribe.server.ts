/**
 * /unsubscribe?token=... (issue 41, decision 048): the visible unsubscribe link of every commercial
 * email (the one-click header's POST goes to functions/consent.ts). The GET only reads the token
 * (mail scanners open links); the page's confirm button posts, with or without script, and
 * withdraws at once. No session is needed: the signed token names the customer. Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { UnsubscribePage } from "@domain/consent";
import { localeOfPath } from "@domain/locale";
import { readFormData } from "@/lib/form/posted-form";
import { customerOfUnsubscribeToken, unsubscribe } from "@functions/_shared/consent";
import { shopOf } from "./shop.server";

export async function unsubscribeLoader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  // 404: no such link (a forged or cut-short token names nobody).
  if ((await customerOfUnsubscribeToken(token)) === null) {
    return data<UnsubscribePage>({ status: "invalid" }, { status: 404 });
  }
  return data<UnsubscribePage>({ status: "confirm", token });
}

export async function unsubscribeAction({ request, context }: ActionFunctionArgs) {
  const token = (await readFormData(request)).get("token");
  const customerId = typeof token === "string" ? await customerOfUnsubscribeToken(token) : null;
  if (typeof token !== "string" || customerId === null) {
    return data<UnsubscribePage>({ status: "invalid" }, { status: 400 });
  }
  try {
    await unsubscribe(shopOf(context).api, customerId, localeOfPath(new URL(request.url).pathname));
  } catch (error) {
    console.error(`[consent] unsubscribing customer ${customerId} failed`, error);
    return data<UnsubscribePage>({ status: "failed", token }, { status: 503 });
  }
  return data<UnsubscribePage>({ status: "done" });
}
