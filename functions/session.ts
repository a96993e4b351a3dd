import type { Config } from "@netlify/functions";
import { LoginBodySchema } from "@domain/account";
import type { SessionResponse } from "@domain/session";
import { json, readJson } from "./_shared/http";
import { anyone, customer, endpoint } from "./_shared/route";
import type { WithCookies } from "./_shared/service";
import { readSession } from "./_shared/session";
import { signIn, signOut, signOutEverywhere } from "./_shared/sign-in";

export const config: Config = { path: ["/api/session", "/api/session/revoke-all"] };

function withCookies({ value: user, cookies }: WithCookies<SessionResponse["user"]>): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return json({ user } satisfies SessionResponse, { headers });
}

export default endpoint(config, {
  "/api/session": {
    /** Who is signed in, from the verified, unrevoked session cookie only. */
    GET: anyone(async ({ req }) => json({ user: await readSession(req) } satisfies SessionResponse)),
    /** Sign in: {email, password} -> {user} and the session cookies. */
    POST: anyone(async (ctx) => withCookies(await signIn(ctx, await readJson(ctx.req, LoginBodySchema)))),
    DELETE: anyone(async (ctx) => withCookies(await signOut(ctx))),
  },
  "/api/session/revoke-all": {
    POST: customer(async (ctx) => withCookies(await signOutEverywhere(ctx))),
  },
});
