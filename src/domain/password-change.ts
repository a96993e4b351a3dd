/** Changing the password while signed in (issue 40, decision 058): the form's body, checked on both sides. */
import * as v from "valibot";
import { PasswordSchema } from "./account";

export const PASSWORD_CHANGE_PATH = "/api/account/password";
export const CURRENT_PASSWORD_MISSING = "Please enter your current password.";

export const PasswordChangeBodySchema = v.object({
  currentPassword: v.pipe(v.string(CURRENT_PASSWORD_MISSING), v.nonEmpty(CURRENT_PASSWORD_MISSING)),
  password: PasswordSchema,
});
export type PasswordChangeBody = v.InferOutput<typeof PasswordChangeBodySchema>;

/** The JSON API's refusal codes, which the profile's form words. */
export const PASSWORD_CHANGE_REFUSALS = {
  wrongPassword: "wrong_password",
  tooMany: "too_many_attempts",
} as const;
