/**
 * The /contact page's action: the posted form checked on the rule the browser checks, then handed
 * to the functions' contact code (functions/_shared/contact-message.ts, as POST /api/contact does),
 * which limits it per client address and puts it in the outbox. Server-only (`.server`).
 */
import { data, type HeadersArgs } from "react-router";
import { localeOfPath } from "@domain/locale";
import { CONTACT_FIELDS, CONTACT_TOO_MANY, ContactMessageSchema } from "@/domain/contact";
import type { ContactFormResult } from "@/features/contact/utils/contact-message";
import { formReply, readSubmission } from "@/lib/form/form-reply";
import { readFormData } from "@/lib/form/posted-form";
import { CLIENT_ADDRESS_HEADER } from "@functions/_shared/client-window";
import { submitContactMessage } from "@functions/_shared/contact-message";
import { isSameOriginRequest } from "@functions/_shared/service";
import { SESSION_COOKIE } from "@functions/_shared/session";
import { NO_STORE, publicPageHeaders } from "./cache-headers";
import type { Shop } from "./shop.server";

const CANNOT_SEND = "Your message could not be sent just now. Please try again in a minute.";
const NOT_OURS = "This request did not come from the shop's own pages.";

export async function sendContactForm(request: Request, shop: Shop) {
  // Another site's page posting a message in this shopper's name (the API's endpoints check the
  // same), refused before its body is read.
  if (!isSameOriginRequest(request))
    return data<ContactFormResult>(formReply({}, { formError: NOT_OURS }), { status: 403 });
  const submission = readSubmission(await readFormData(request), ContactMessageSchema, CONTACT_FIELDS);
  const refused = (formError: string, status: number, headers?: HeadersInit) =>
    data<ContactFormResult>(formReply(submission.ok ? submission.values : submission.reply.values, { formError }), {
      status,
      headers,
    });
  if (!submission.ok) return data<ContactFormResult>(submission.reply, { status: 400 });
  try {
    const outcome = await submitContactMessage(
      shop.api,
      submission.output,
      request.headers.get(CLIENT_ADDRESS_HEADER) ?? "",
      localeOfPath(new URL(request.url).pathname),
    );
    if (!outcome.accepted) {
      return refused(CONTACT_TOO_MANY, 429, { "Retry-After": String(outcome.retryAfterSeconds) });
    }
  } catch (error) {
    // The limit's store or the shop API did not answer: nothing was written, the form comes back.
    console.error("[contact] message not accepted", error);
    return refused(CANNOT_SEND, 503);
  }
  return data<ContactFormResult>({ sent: { name: submission.output.name, email: submission.output.email } });
}

/** Who writes: the signed-in customer's name and email, to prefill the form (still editable). */
export type ContactSender = { name: string; email: string } | null;

/**
 * The form's prefill for a signed-in customer; a guest, a guest's checkout session (its record's
 * address is a placeholder), a session that cannot be checked now or a shop API that does not
 * answer leaves the form empty, as it is for anybody. A prefilled page holds the customer's email:
 * no cache keeps it.
 */
export async function contactSender(shop: Shop) {
  const user = await shop.accountHolder().catch(() => null);
  if (user === null) return { sender: null as ContactSender };
  const sender: ContactSender = await shop.api.getCustomerContact(user.id).catch(() => null);
  return data({ sender }, { headers: { "Cache-Control": NO_STORE } });
}

/**
 * A guest's /contact is public like the other pages, kept apart from a signed-in shopper's by the
 * session cookie: the CDN would otherwise hand a guest's empty form to a customer.
 */
export function contactPageHeaders(args: HeadersArgs) {
  return { ...publicPageHeaders(args), "Netlify-Vary": `cookie=${SESSION_COOKIE}` };
}
