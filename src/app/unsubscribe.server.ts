/**
 * /unsubscribe?token=... (issue 41, decision 048): the unsubscribe link of every commercial email
 * and the URL of its one-click header. The GET only reads the token (mail scanners open links);
 * a POST withdraws at once: the page's confirm button, or a mail provider's RFC 8058 one-click
 * request (`List-Unsubscribe=One-Click`, no cookie, no Origin, the token in the URL). No session
 * is needed: the signed token names the customer. Server-only (`.server`).
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
  const url = new URL(request.url);
  const posted = (await readFormData(request)).get("token");
  const token = typeof posted === "string" ? posted : (url.searchParams.get("token") ?? "");
  const customerId = await customerOfUnsubscribeToken(token);
  if (customerId === null) return data<UnsubscribePage>({ status: "invalid" }, { status: 400 });
  try {
    await unsubscribe(shopOf(context).api, customerId, localeOfPath(url.pathname));
  } catch (error) {
    console.error(`[consent] unsubscribing customer ${customerId} failed`, error);
    return data<UnsubscribePage>({ status: "failed", token }, { status: 503 });
  }
  return data<UnsubscribePage>({ status: "done" });
}
