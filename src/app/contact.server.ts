/**
 * The /contact page's action: the posted form checked on the rule the browser checks, then handed
 * to the functions' contact code (functions/_shared/contact-message.ts, as POST /api/contact does),
 * which limits it per client address and puts it in the outbox. Server-only (`.server`).
 */
import { data } from "react-router";
import { CONTACT_TOO_MANY } from "@/domain/contact";
import { checkContactMessage, contactValuesOf, type ContactFormResult } from "@/features/contact/utils/contact-message";
import { CLIENT_ADDRESS_HEADER } from "@functions/_shared/client-window";
import { submitContactMessage } from "@functions/_shared/contact-message";
import type { Shop } from "./shop.server";

const CANNOT_SEND = "Your message could not be sent just now. Please try again in a minute.";

export async function sendContactForm(request: Request, shop: Shop) {
  const values = contactValuesOf(await request.formData());
  const check = checkContactMessage(values);
  if (!check.ok) {
    return data<ContactFormResult>({ status: "invalid", values, errors: check.errors }, { status: 400 });
  }
  try {
    const outcome = await submitContactMessage(
      shop.api,
      check.message,
      request.headers.get(CLIENT_ADDRESS_HEADER) ?? "",
    );
    if (!outcome.accepted) {
      return data<ContactFormResult>(
        { status: "refused", values, message: CONTACT_TOO_MANY },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
  } catch (error) {
    // The limit's store or the shop API did not answer: nothing was written, the form comes back.
    console.error("[contact] message not accepted", error);
    return data<ContactFormResult>({ status: "refused", values, message: CANNOT_SEND }, { status: 503 });
  }
  return data<ContactFormResult>({ status: "sent", name: check.message.name, email: check.message.email });
}
