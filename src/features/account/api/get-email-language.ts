import { EmailLanguageResponseSchema, type EmailLanguageResponse } from "@/domain/email-language";
import { apiGet } from "@/lib/api-client";

/** The signed-in customer and the language of their emails (GET /api/customers/language). */
export async function getEmailLanguage(signal?: AbortSignal): Promise<EmailLanguageResponse> {
  return apiGet("/api/customers/language", EmailLanguageResponseSchema, { signal });
}
