/**
 * Accounts as services (decision 055): registering and the language of the customer's emails.
 * functions/customers.ts answers them over HTTP, /register's and the profile's actions call them
 * directly.
 */
import * as v from "valibot";
import { REGISTER_MAX_PER_ADDRESS, REGISTER_WINDOW_MINUTES, RegisterBodySchema } from "@domain/account";
import type { EmailLanguageResponse } from "@domain/email-language";
import type { Locale } from "@domain/locale";
import { OptionalLocaleSchema } from "@domain/locale-schema";
import type { SessionUser } from "@domain/session";
import { CLIENT_ADDRESS_HEADER } from "./client-window";
import { HttpError, tooManyAttempts } from "./http";
import { sendMessageNow } from "./outbox";
import type { CustomerServiceContext, ServiceContext } from "./service";
import { ShopApiError, ShopApiRefusal, ShopApiThrottled } from "./shop-api-client";
import { reserveSignup, signupNotAnswered, SignupThrottleUnavailable, type SignupReservation } from "./signup-throttle";

/** SPEC.md section 5's form, with the language of the page it was sent from (its emails' language). */
export const RegisterRequestSchema = v.object({
  ...RegisterBodySchema.entries,
  locale: OptionalLocaleSchema,
  /** The form's "Email me news and offers", unticked unless sent (decision 047). */
  newsConsent: v.optional(v.boolean(), false),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

const tooManyRegistrations = (retryAfterSeconds: number) =>
  tooManyAttempts(
    `Too many registration attempts from this address (${REGISTER_MAX_PER_ADDRESS} in ${REGISTER_WINDOW_MINUTES} minutes).`,
    retryAfterSeconds,
  );

/**
 * Register (`locale`: the language of the customer's emails; `newsConsent`: the box ticked,
 * recorded with the account, and the welcome written). SPEC.md section 4 sends the new customer
 * to /login afterwards, so this does not sign in. Each attempt is counted for the client's address
 * first (./signup-throttle.ts); over the limit the shop API never sees it.
 */
export async function register({ req, shopApi }: ServiceContext, body: RegisterRequest): Promise<SessionUser | null> {
  let reservation: SignupReservation;
  try {
    reservation = await reserveSignup(req.headers.get(CLIENT_ADDRESS_HEADER) ?? "");
  } catch (error) {
    if (!(error instanceof SignupThrottleUnavailable)) throw error;
    throw new HttpError(
      503,
      "sign_up_unavailable",
      "Creating an account is not possible right now. Please try again in a minute.",
    );
  }
  if (!reservation.granted) throw tooManyRegistrations(reservation.retryAfterSeconds);
  let customer;
  try {
    customer = await shopApi.register(body);
  } catch (error) {
    // The shop API's own limit (defence in depth) speaks of registrations too, not sign-ins.
    if (error instanceof ShopApiThrottled) throw tooManyRegistrations(error.retryAfterSeconds);
    if (error instanceof ShopApiError || (error instanceof ShopApiRefusal && error.status >= 500)) {
      await signupNotAnswered(reservation);
    }
    throw error;
  }
  // Written with the account; a mail server that is down leaves it in the outbox.
  if (customer) await sendMessageNow(shopApi, "welcome", customer.id);
  return customer;
}

/** The language the signed-in customer's emails are written in, with who they are (the profile's form). */
export async function emailLanguage({ customer, shopApi }: CustomerServiceContext): Promise<EmailLanguageResponse> {
  return { user: customer, locale: await shopApi.getCustomerLocale(customer.id) };
}

/** The messages written from now on are in `locale`; those already in the outbox keep theirs. */
export async function saveEmailLanguage(
  { customer, shopApi }: CustomerServiceContext,
  locale: Locale,
): Promise<EmailLanguageResponse> {
  return { user: customer, locale: await shopApi.updateCustomerLocale(customer.id, locale) };
}
