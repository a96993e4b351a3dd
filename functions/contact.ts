import type { Config } from "@netlify/functions";
import * as v from "valibot";
import { CONTACT_TOO_MANY, ContactMessageSchema } from "@domain/contact";
import { OptionalLocaleSchema } from "@domain/locale-schema";
import { CLIENT_ADDRESS_HEADER } from "./_shared/client-window";
import { ContactThrottleUnavailable, submitContactMessage } from "./_shared/contact-message";
import { errorResponse, json, readJson } from "./_shared/http";
import { anyone, endpoint } from "./_shared/route";

const ContactBodySchema = v.object({ ...ContactMessageSchema.entries, locale: OptionalLocaleSchema });

export const config: Config = { path: "/api/contact" };

export const CONTACT_UNAVAILABLE = "Sending messages is not possible right now. Please try again in a minute.";

export default endpoint(config, {
  "/api/contact": {
    /**
     * A contact message {name, email, subject?, message, locale?} (`locale`: the language of the
     * page it was written on, "en" unless given, the one the shop answers in) for the shop's inbox (SHOP_CONTACT_EMAIL),
     * with Reply-To the sender: 202 once the outbox holds it, whether or not the mail server took
     * it yet. Limited per client address (429 with Retry-After).
     */
    POST: anyone(async ({ req, shopApi }) => {
      const { locale, ...message } = await readJson(req, ContactBodySchema);
      let outcome;
      try {
        outcome = await submitContactMessage(shopApi, message, req.headers.get(CLIENT_ADDRESS_HEADER) ?? "", locale);
      } catch (error) {
        if (!(error instanceof ContactThrottleUnavailable)) throw error;
        return errorResponse(503, "contact_unavailable", CONTACT_UNAVAILABLE);
      }
      if (!outcome.accepted) {
        return errorResponse(429, "too_many_messages", CONTACT_TOO_MANY, {
          headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        });
      }
      return json({ message: "Your message has been sent." }, { status: 202 });
    }),
  },
});
