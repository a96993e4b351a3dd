/**
 * A customer's own data (issue 41, decision 049): the paths of the download and of the deletion,
 * and the deletion's form, shared by the function, the page's action and the tests.
 */
import * as v from "valibot";

/** GET: the signed-in customer's data as a JSON file (Content-Disposition: attachment). */
export const CUSTOMER_DATA_PATH = "/api/customer-data";
/** POST {password}: deletes the signed-in customer's account. */
export const DELETE_ACCOUNT_PATH = "/api/customer-data/delete";

export const DeleteAccountBodySchema = v.object({
  password: v.pipe(v.string("password must be a string."), v.nonEmpty("Please enter your password.")),
});

/** The codes a refused deletion answers with, which the page words in its language. */
export const DELETE_REFUSALS = {
  wrongPassword: "wrong_password",
  tooMany: "too_many_attempts",
  incomplete: "deletion_incomplete",
} as const;
