/**
 * The order confirmation's "Create an account" for a guest (issue 42, decision 062): the loader
 * says whether the session is a guest's and the email it gave; the action creates the account
 * through the registration's service (functions/_shared/customers.ts), which mails the link that
 * confirms the email and brings the guest's orders in. Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import * as v from "valibot";
import { GuestAccountBodySchema } from "@/domain/identity";
import type { GuestAccountAnswer } from "@/features/guest/components/guest-account-offer";
import { readFormData } from "@/lib/form/posted-form";
import { createGuestAccount } from "@functions/_shared/customers";
import { serve, shopOf } from "./shop.server";

/** The guest's email, or null for a customer, nobody, or a session that cannot be read now. */
export async function guestOfferLoader({ context }: LoaderFunctionArgs): Promise<{ guestEmail: string | null }> {
  const shop = shopOf(context);
  try {
    const user = await shop.customer();
    if (!user?.guest) return { guestEmail: null };
    return { guestEmail: (await shop.api.getIdentity(user.id))?.email ?? null };
  } catch {
    return { guestEmail: null };
  }
}

export async function guestAccountAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const posted = v.safeParse(GuestAccountBodySchema, { password: form.get("password") ?? "" });
  if (!posted.success) {
    const password = posted.issues[0]?.message ?? "";
    return data<GuestAccountAnswer>({ status: "refused", reason: "invalid", password }, { status: 400 });
  }
  const served = await serve(context, "customer", (ctx) => createGuestAccount(ctx, posted.output.password));
  if (!served.ok) {
    const reason = served.error.status === 429 ? "tooMany" : "failed";
    return data<GuestAccountAnswer>({ status: "refused", reason }, { status: served.error.status });
  }
  return served.value satisfies GuestAccountAnswer;
}
