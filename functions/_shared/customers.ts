/**
 * Accounts as services (decision 055): registering, the language of the customer's emails, the
 * name and phone (decision 062), and the account a guest creates from its order. functions/customers.ts
 * answers some over HTTP, /register's, the profile's and the order confirmation's actions call them
 * directly.
 */
import * as v from "valibot";
import {
  LAST_NAME_REQUIRED,
  REGISTER_MAX_PER_ADDRESS,
  REGISTER_WINDOW_MINUTES,
  RegisterBodySchema,
} from "@domain/account";
import type { EmailLanguageResponse } from "@domain/email-language";
import type { Identity, IdentityBody } from "@domain/identity";
import type { Locale } from "@domain/locale";
import { OptionalLocaleSchema } from "@domain/locale-schema";
import type { SessionUser } from "@domain/session";
import { CLIENT_ADDRESS_HEADER } from "./client-window";
import { requestEmailConfirmation } from "./email-confirmation";
import { HttpError, tooManyAttempts } from "./http";
import { sendMessageNow } from "./outbox";
import type { CustomerServiceContext, ServiceContext, WithCookies } from "./service";
import { sessionCookies } from "./session";
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
  // Orders placed as a guest with this email join the account once the email is confirmed
  // (decision 062): the link goes only where there are such orders, so other sign-ups get no extra mail.
  if (customer) await requestEmailConfirmation(shopApi, customer.id, true);
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

/** The profile: who the customer is, with the language of their emails; no identity to edit for a guest's checkout. */
export async function accountProfile(
  ctx: CustomerServiceContext,
): Promise<EmailLanguageResponse & { identity: Identity | null }> {
  const [language, identity] = await Promise.all([emailLanguage(ctx), ctx.shopApi.getIdentity(ctx.customer.id)]);
  return {
    ...language,
    identity:
      identity && !identity.guest
        ? {
            firstname: identity.firstname,
            lastname: identity.lastname,
            email: identity.email,
            mobileno: identity.mobileno,
            emailConfirmed: identity.emailConfirmed,
          }
        : null,
  };
}

/**
 * The name and phone saved; this device's session is issued again with the new name (the header
 * greets by the session's), the others keep theirs until they end.
 */
export async function saveIdentity(
  { req, customer, shopApi }: CustomerServiceContext,
  body: IdentityBody,
): Promise<WithCookies<SessionUser>> {
  let stored: Awaited<ReturnType<typeof shopApi.updateIdentity>>;
  try {
    stored = await shopApi.updateIdentity(customer.id, body);
  } catch (error) {
    // The only 400 a valid body meets: a blank last name for an account that has one.
    if (error instanceof ShopApiRefusal && error.status === 400 && body.lastname === "") {
      throw new HttpError(400, "validation_failed", LAST_NAME_REQUIRED, { fields: { lastname: LAST_NAME_REQUIRED } });
    }
    throw error;
  }
  const user: SessionUser = { ...customer, name: `${stored.firstname} ${stored.lastname}`.trim() };
  return { value: user, cookies: await sessionCookies(req, user) };
}

export type GuestAccountOutcome = { kind: "created"; email: string } | { kind: "exists"; email: string };

/**
 * The account a guest creates from its order's confirmation (issue 42, decision 062): the email it
 * gave, the name and phone of its address, the password it chose, registered as any registration
 * (its limit, its rules). The guest's orders stay the guest's until the link mailed to that email
 * is opened, so typing someone else's email at checkout claims none of their orders.
 */
export async function createGuestAccount(ctx: CustomerServiceContext, password: string): Promise<GuestAccountOutcome> {
  const guest = await ctx.shopApi.getIdentity(ctx.customer.id);
  if (!guest?.guest) throw new HttpError(403, "not_a_guest", "Only a guest's checkout can become an account.");
  let account: SessionUser | null;
  try {
    account = await register(ctx, {
      firstname: guest.firstname,
      lastname: guest.lastname,
      email: guest.email,
      mobileno: guest.mobileno,
      password,
      locale: ctx.locale,
      newsConsent: false,
    });
  } catch (error) {
    if (error instanceof ShopApiRefusal && error.status === 409) return { kind: "exists", email: guest.email };
    throw error;
  }
  if (!account) throw new HttpError(502, "account_not_recorded", "The account could not be created.");
  // register() has mailed the confirmation link: this guest's orders wait under that email.
  return { kind: "created", email: guest.email };
}
