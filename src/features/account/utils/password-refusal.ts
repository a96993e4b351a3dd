import type { MessageId, Translator } from "@/lib/i18n/translator";

/** What the profile's action answers when a form that asks the current password refused it. */
export interface PasswordRefusal {
  reason: string;
  fields?: { currentPassword?: string };
  minutes?: number;
}

/**
 * The words of a refusal of a form that asks the current password (changing the password or the
 * email): beside that field a wrong one or the field's own message, above the form a sign-in
 * limit reached or the form's `failed` message (each form says what could not be done).
 */
export function passwordRefusalWords(
  t: Translator["t"],
  refused: PasswordRefusal | null | undefined,
  failed: MessageId,
): { currentPassword: string | undefined; alert: string | null } {
  const currentPassword = refused?.reason === "wrong" ? t("account2.password.wrong") : refused?.fields?.currentPassword;
  const alert =
    refused?.reason === "tooMany"
      ? t("account2.password.tooMany", { minutes: refused.minutes ?? 1 })
      : refused?.reason === "failed"
        ? t(failed)
        : null;
  return { currentPassword, alert };
}
