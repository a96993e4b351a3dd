/**
 * The reset-password request of SPEC.md section 2: a username or an email, required. The shop
 * has no mail service, so nothing is sent: the page says so (see the README's design notes).
 */
import * as v from "valibot";
import { FIELD_REQUIRED } from "@/domain/address";
import { requiredText } from "@/domain/form-fields";

const ResetRequestSchema = requiredText(254, FIELD_REQUIRED);

export type ResetCheck = { ok: true; identifier: string } | { ok: false; error: string };

export function checkResetRequest(value: string): ResetCheck {
  const result = v.safeParse(ResetRequestSchema, value);
  return result.success ? { ok: true, identifier: result.output } : { ok: false, error: result.issues[0].message };
}

export function resetConfirmation(identifier: string): string {
  return `If an account matches ${identifier}, we would send a reset link to its email. This shop has no mail service yet, so no email is sent: contact us if you cannot sign in.`;
}
