import type { Config } from "@netlify/functions";
import { EmailLanguageBodySchema, type EmailLanguageResponse } from "@domain/email-language";
import { emailLanguage, register, RegisterRequestSchema, saveEmailLanguage } from "./_shared/customers";
import { json, readJson } from "./_shared/http";
import { anyone, customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/customers", "/api/customers/language"] };

export default endpoint(config, {
  "/api/customers": {
    /** Register: {firstname, lastname, email, mobileno, password, locale?, newsConsent?}. */
    POST: anyone(async (ctx) => {
      const customer = await register(ctx, await readJson(ctx.req, RegisterRequestSchema));
      return json({ customer, message: "Registration successful!" }, { status: 201 });
    }),
  },
  "/api/customers/language": {
    GET: customer(async (ctx) => json((await emailLanguage(ctx)) satisfies EmailLanguageResponse)),
    /** {locale} */
    PUT: customer(async (ctx) => {
      const { locale } = await readJson(ctx.req, EmailLanguageBodySchema);
      return json((await saveEmailLanguage(ctx, locale)) satisfies EmailLanguageResponse);
    }),
  },
});
