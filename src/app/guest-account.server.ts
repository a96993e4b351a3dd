/**
 * The order confirmation's server side (issue 42, decisions 062 and 063): the loader reads the
 * order and whether the session is a guest's, with the email it gave; the action creates the account
 * through the registration's service (functions/_shared/customers.ts), which mails the link that
 * confirms the email and brings the guest's orders in. Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type RouterContextProvider } from "react-router";
import * as v from "valibot";
import { GuestAccountBodySchema } from "@/domain/identity";
import type { GuestAccountAnswer } from "@/features/guest/components/guest-account-offer";
import { readFormData } from "@/lib/form/posted-form";
import { createGuestAccount } from "@functions/_shared/customers";
import { listOrders } from "@functions/_shared/orders";
import { readCustomerData } from "./customer-data.server";
import { serve, shopOf } from "./shop.server";

/** The guest's email, or null for a customer, nobody, or a session that cannot be read now. */
async function guestEmailOf(context: Readonly<RouterContextProvider>): Promise<string | null> {
  const shop = shopOf(context);
  try {
    const user = await shop.customer();
    if (!user?.guest) return null;
    return (await shop.api.getIdentity(user.id))?.email ?? null;
  } catch {
    return null;
  }
}

/**
 * /order-confirmation read on the page server, so the order and the guest's offer are in the
 * first HTML and its form works without script: the order of `?payment_intent=` among the
 * shopper's (a guest's checkout session included; `order` null without a reference, `data` null
 * while the webhook has not recorded it; the page asks again while it waits), and a guest's email.
 */
export async function orderConfirmationLoader({ request, context }: LoaderFunctionArgs) {
  const paymentReference = new URL(request.url).searchParams.get("payment_intent")?.trim() ?? "";
  const [order, guestEmail] = await Promise.all([
    paymentReference
      ? readCustomerData(
          context,
          async (ctx) => (await listOrders(ctx)).find((found) => found.paymentReference === paymentReference) ?? null,
          "shopper",
        )
      : null,
    guestEmailOf(context),
  ]);
  return { paymentReference, order, guestEmail };
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
