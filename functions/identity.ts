import type { Config } from "@netlify/functions";
import * as v from "valibot";
import {
  EmailChangeBodySchema,
  GuestAccountBodySchema,
  IdentityBodySchema,
  type EmailLinkRefusal,
} from "@domain/identity";
import { createGuestAccount, saveIdentity } from "./_shared/customers";
import {
  confirmEmailLink,
  readEmailLink,
  requestEmailChange,
  requestEmailConfirmation,
} from "./_shared/email-confirmation";
import { errorResponse, json, readJson } from "./_shared/http";
import { anyone, customer, endpoint } from "./_shared/route";

/**
 * The account's identity as a JSON API (decision 062), beside the profile's and the order
 * confirmation's form actions, which call the same services.
 */
export const config: Config = {
  path: ["/api/account/details", "/api/account/email", "/api/account/email/link", "/api/account/guest"],
};

const LinkBodySchema = v.object({ token: v.pipe(v.string(), v.maxLength(1000)) });

function linkRefused(refusal: EmailLinkRefusal): Response {
  switch (refusal) {
    case "invalid":
      return errorResponse(400, "email_link_invalid", "This link is not valid.");
    case "expired":
      return errorResponse(410, "email_link_expired", "This link has expired.");
    case "used":
      return errorResponse(410, "email_link_used", "This link was used, or a newer one replaced it.");
    case "taken":
      return errorResponse(409, "email_taken", "Another account already uses this email.");
  }
}

export default endpoint(config, {
  "/api/account/details": {
    /** {firstname, lastname, mobileno} -> {user}, this device's session issued again with the new name. */
    PUT: customer(async (ctx) => {
      const { value: user, cookies } = await saveIdentity(ctx, await readJson(ctx.req, IdentityBodySchema));
      const response = json({ user });
      for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
      return response;
    }),
  },

  "/api/account/email": {
    /**
     * {currentPassword, email} -> 202: the link is mailed to the new address, the email changes
     * when it is opened. 403 for a wrong password, 409 for an email another account has.
     */
    POST: customer(async (ctx) => {
      const outcome = await requestEmailChange(ctx, await readJson(ctx.req, EmailChangeBodySchema));
      switch (outcome.kind) {
        case "sent":
          return json({ sent: true }, { status: 202 });
        case "wrong-password":
          return errorResponse(403, "wrong_password", "The current password is not correct.");
        case "taken":
          return errorResponse(409, "email_taken", "Another account already uses this email.");
        case "same":
          return errorResponse(400, "email_unchanged", "This is already your email.");
        case "throttled":
          return errorResponse(429, "too_many_attempts", "Too many password attempts. Please try again later.", {
            headers: { "Retry-After": String(outcome.retryAfterSeconds) },
          });
      }
    }),
  },

  "/api/account/email/link": {
    /** ?token= -> what the link would do, changing nothing. */
    GET: anyone(async ({ url, shopApi }) => json(await readEmailLink(shopApi, url.searchParams.get("token") ?? ""))),
    /** {token} -> the link confirmed, by whoever has it: the email, and the guest orders that joined. */
    POST: anyone(async ({ req, shopApi }) => {
      const outcome = await confirmEmailLink(shopApi, (await readJson(req, LinkBodySchema)).token);
      return outcome.ok ? json(outcome) : linkRefused(outcome.refusal);
    }),
    /** A link that confirms the signed-in customer's own email, mailed to it. */
    PUT: customer(async ({ customer, shopApi }) => {
      await requestEmailConfirmation(shopApi, customer.id, false);
      return json({ sent: true }, { status: 202 });
    }),
  },

  "/api/account/guest": {
    /** {password} -> 201 {email}: the guest's account, its orders joining once the mailed link is opened. */
    POST: customer(async (ctx) => {
      const outcome = await createGuestAccount(ctx, (await readJson(ctx.req, GuestAccountBodySchema)).password);
      return outcome.kind === "created"
        ? json({ email: outcome.email }, { status: 201 })
        : errorResponse(409, "account_exists", "An account already uses this email.");
    }),
  },
});
