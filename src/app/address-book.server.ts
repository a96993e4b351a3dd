/**
 * /address-form's server side: what a page rendered on the server needs (whether anybody is signed
 * in, the tax table's provinces) and the action a form posted without script reaches; it saves
 * through the function the JSON API serves (functions/addresses.ts), in this process. Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { AddressFormSchema, AddressResponseSchema } from "@/domain/address";
import {
  ADDRESS_FIELDS,
  addressRefusal,
  changedAddressId,
  savedAddressAnswer,
} from "@/features/account/utils/address-form-check";
import { readSubmission } from "@/lib/form/form-reply";
import { settle } from "@/lib/load-result";
import { readSession } from "@functions/_shared/session";
import addressesFunction from "@functions/addresses";
import { callFunction, refusalStatus } from "./function-call.server";
import { shopOf } from "./shop.server";

export async function addressFormLoader({ request, context }: LoaderFunctionArgs) {
  const [user, provinces] = await Promise.all([
    // A session that cannot be checked now shows the sign-in prompt, as for a guest.
    readSession(request).catch(() => null),
    settle(
      "the provinces",
      shopOf(context)
        .api.getTaxRates()
        .then((rates) => rates.map((rate) => rate.province)),
    ),
  ]);
  return { signedIn: user !== null, provinces };
}

export async function saveAddressAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = readSubmission(form, AddressFormSchema, ADDRESS_FIELDS);
  if (!submission.ok) return data(submission.reply, { status: 400 });
  const id = changedAddressId(form);
  const answer = await callFunction(
    addressesFunction,
    request,
    id === null
      ? { method: "POST", path: "/api/addresses", body: submission.output }
      : { method: "PUT", path: `/api/addresses/${id}`, body: submission.output },
    AddressResponseSchema,
  );
  if (!answer.ok) {
    return data(addressRefusal(submission.values, answer.error), { status: refusalStatus(answer.error) });
  }
  return savedAddressAnswer(form, request, answer.body.address);
}
