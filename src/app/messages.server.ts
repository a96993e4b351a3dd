/**
 * Each language's catalogue compiled once per server process, so that a page carries its words
 * ready to use and the browser needs no ICU parser (decision 039).
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Locale } from "@domain/locale";
import { en } from "@/lib/i18n/catalogs/en";
import { fr } from "@/lib/i18n/catalogs/fr";
import type { CompiledMessages } from "@/lib/i18n/translator";

const CATALOGUES: Record<Locale, Record<string, string>> = { en, fr };

const compiled = new Map<Locale, CompiledMessages>();

export function compiledMessages(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(CATALOGUES[locale]).map(([id, text]) => [id, compileMessage(text)]),
    ) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}
