import { translator, type CompiledMessages, type Translator } from "@/lib/i18n/translator";
import type { Locale } from "@domain/locale";

interface RootLanguage {
  locale: Locale;
  messages: CompiledMessages;
}

const NO_MESSAGES: CompiledMessages = {};

/**
 * The page's words for what a route writes outside its component (meta's title and description),
 * from the root route's data among the matches; ids only when the root has no data (it failed).
 */
export function rootTranslator(matches: readonly unknown[]): Translator {
  const root = matches.find((match) => (match as { id?: string } | undefined)?.id === "root") as
    { data?: RootLanguage } | undefined;
  return translator(root?.data?.locale ?? "en", root?.data?.messages ?? NO_MESSAGES);
}
