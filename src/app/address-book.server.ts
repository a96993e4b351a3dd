/**
 * /address-form's and /your-address's server side: what a page rendered on the server needs
 * (whether anybody is signed in, the tax table's provinces, the saved addresses) and the pages'
 * one write path, with script or without (decision 064): the address services
 * (functions/_shared/addresses.ts) through `serve`, as the JSON API calls them. Server-only.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { AddressFormSchema } from "@/domain/address";
import {
  addressDeleteOf,
  addressDeleteRefusal,
  type AddressDeleteAnswer,
} from "@/features/account/utils/address-delete";
import { parseIdText } from "@/domain/ids";
import {
  ADDRESS_FIELDS,
  ADDRESS_ID_FIELD,
  addressRefusal,
  changedAddressId,
  savedAddressAnswer,
} from "@/features/account/utils/address-form-check";
import { readSubmission } from "@/lib/form/form-reply";
import { addressDefaultOf } from "@/features/account/utils/address-default";
import { readFormData } from "@/lib/form/posted-form";
import { settle } from "@/lib/load-result";
import { deleteAddress, listAddresses, makeDefaultAddress, saveAddress } from "@functions/_shared/addresses";
import { readCustomerData } from "./customer-data.server";
import { serve, shopOf } from "./shop.server";

/**
 * What /address-form needs; with `?addressId=` (the address book's Edit) also that saved address,
 * to fill the form with: null when it is not one of the customer's (or cannot be read now).
 */
export async function addressFormLoader({ request, context }: LoaderFunctionArgs) {
  const editedId = parseIdText(new URL(request.url).searchParams.get(ADDRESS_ID_FIELD));
  const [user, provinces] = await Promise.all([
    // A session that cannot be checked now shows the sign-in prompt, as for a guest.
    shopOf(context)
      .accountHolder()
      .catch(() => null),
    settle(
      "the provinces",
      shopOf(context)
        .api.getTaxRates()
        .then((rates) => rates.map((rate) => rate.province)),
    ),
  ]);
  if (user === null || editedId === null) return { signedIn: user !== null, provinces, edited: undefined };
  const book = await readCustomerData(context, listAddresses);
  const edited = book.status === "loaded" ? (book.data.find((address) => address.id === editedId) ?? null) : null;
  return { signedIn: true, provinces, edited };
}

export async function saveAddressAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const submission = readSubmission(form, AddressFormSchema, ADDRESS_FIELDS);
  if (!submission.ok) return data(submission.reply, { status: 400 });
  const id = changedAddressId(form);
  const answer = await serve(context, "customer", (ctx) => saveAddress(ctx, id, submission.output));
  if (!answer.ok) return data(addressRefusal(submission.values, answer.error), { status: answer.error.status });
  return savedAddressAnswer(form, request, answer.value);
}

export async function addressesLoader({ context }: LoaderFunctionArgs) {
  return readCustomerData(context, listAddresses);
}

/**
 * /your-address's one write path, by the form's intent. Delete: the first post without script only
 * brings the question back (with script the card asks with `window.confirm` and posts confirmed);
 * the question's own Delete deletes, and the page comes back without the address, or with why it
 * is still there. "Make default" (decision 058): the page comes back with the new default marked.
 */
export async function addressBookAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const defaulted = addressDefaultOf(form);
  if (defaulted) return makeDefault(context, defaulted);
  const removal = addressDeleteOf(form);
  if (!removal) throw data(null, { status: 400 });
  if (!removal.confirmed) {
    return data<AddressDeleteAnswer>({ status: "confirm", addressId: removal.addressId, name: removal.name });
  }
  const answer = await serve(context, "customer", (ctx) => deleteAddress(ctx, removal.addressId));
  if (!answer.ok) return data(addressDeleteRefusal(removal.addressId, answer.error), { status: answer.error.status });
  return data<AddressDeleteAnswer>({ status: "deleted", addressId: removal.addressId, name: removal.name });
}

const DEFAULT_FAILED = "This address could not be made the default. Please try again.";

async function makeDefault(
  context: ActionFunctionArgs["context"],
  { addressId, name }: { addressId: number; name: string },
) {
  // The same admission as the JSON API's: same origin, the customer's session, their address.
  const answer = await serve(context, "customer", (ctx) => makeDefaultAddress(ctx, addressId));
  if (!answer.ok) {
    return data<AddressDeleteAnswer>(
      { status: "refused", addressId, message: DEFAULT_FAILED },
      { status: answer.error.status },
    );
  }
  return data<AddressDeleteAnswer>({ status: "defaulted", addressId, name });
}
