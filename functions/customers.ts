import type { Config } from "@netlify/functions";
import * as v from "valibot";
import { REGISTER_MAX_PER_ADDRESS, REGISTER_WINDOW_MINUTES, RegisterBodySchema } from "@domain/account";
import { OptionalLocaleSchema } from "@domain/locale-schema";
import { EmailLanguageBodySchema, type EmailLanguageResponse } from "@domain/email-language";
import { CLIENT_ADDRESS_HEADER } from "./_shared/client-window";
import { errorResponse, json, readJson, tooManyAttempts } from "./_shared/http";
import { sendMessageNow } from "./_shared/outbox";
import { anyone, customer, endpoint } from "./_shared/route";
import { ShopApiError, ShopApiRefusal, ShopApiThrottled } from "./_shared/shop-api-client";
import {
  reserveSignup,
  signupNotAnswered,
  SignupThrottleUnavailable,
  type SignupReservation,
} from "./_shared/signup-throttle";

export const config: Config = { path: ["/api/customers", "/api/customers/language"] };

/** SPEC.md section 5's form, with the language of the page it was sent from (its emails' language). */
const RegisterRequestSchema = v.object({
  ...RegisterBodySchema.entries,
  locale: OptionalLocaleSchema,
  /** The form's "Email me news and offers", unticked unless sent (decision 047). */
  newsConsent: v.optional(v.boolean(), false),
});

const tooManyRegistrations = (retryAfterSeconds: number) =>
  tooManyAttempts(
    `Too many registration attempts from this address (${REGISTER_MAX_PER_ADDRESS} in ${REGISTER_WINDOW_MINUTES} minutes).`,
    retryAfterSeconds,
  );

export default endpoint(config, {
  "/api/customers": {
    /**
     * Register: {firstname, lastname, email, mobileno, password, locale?, newsConsent?} (`locale`,
     * "en" unless given: the language of the customer's emails; /register's action sends its
     * page's; `newsConsent`: the box ticked, recorded with the account, and the welcome written).
     * SPEC.md section 4 sends the new customer to /login afterwards, so this does not sign in. Each attempt is counted for the
     * client's address first (functions/_shared/signup-throttle.ts); over the limit the shop API
     * never sees it.
     */
    POST: anyone(async ({ req, shopApi }) => {
      const body = await readJson(req, RegisterRequestSchema);
      let reservation: SignupReservation;
      try {
        reservation = await reserveSignup(req.headers.get(CLIENT_ADDRESS_HEADER) ?? "");
      } catch (error) {
        if (!(error instanceof SignupThrottleUnavailable)) throw error;
        return errorResponse(
          503,
          "sign_up_unavailable",
          "Creating an account is not possible right now. Please try again in a minute.",
        );
      }
      if (!reservation.granted) return tooManyRegistrations(reservation.retryAfterSeconds);
      let customer;
      try {
        customer = await shopApi.register(body);
      } catch (error) {
        // The shop API's own limit (defence in depth) speaks of registrations too, not sign-ins.
        if (error instanceof ShopApiThrottled) return tooManyRegistrations(error.retryAfterSeconds);
        if (error instanceof ShopApiError || (error instanceof ShopApiRefusal && error.status >= 500)) {
          await signupNotAnswered(reservation);
        }
        throw error;
      }
      // Written with the account; a mail server that is down leaves it in the outbox.
      if (customer) await sendMessageNow(shopApi, "welcome", customer.id);
      return json({ customer, message: "Registration successful!" }, { status: 201 });
    }),
  },

  "/api/customers/language": {
    /** The language the signed-in customer's emails are written in, with who they are (the profile's form). */
    GET: customer(async ({ customer, shopApi }) =>
      json({ user: customer, locale: await shopApi.getCustomerLocale(customer.id) } satisfies EmailLanguageResponse),
    ),
    /** {locale}: the messages written from now on are in it; those already in the outbox keep theirs. */
    PUT: customer(async ({ req, customer, shopApi }) => {
      const { locale } = await readJson(req, EmailLanguageBodySchema);
      return json({
        user: customer,
        locale: await shopApi.updateCustomerLocale(customer.id, locale),
      } satisfies EmailLanguageResponse);
    }),
  },
});
