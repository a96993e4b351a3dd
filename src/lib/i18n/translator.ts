/**
 * A page's words in its language, from the catalogue the page server compiled with Lingui's
 * compiler (src/app/messages.server.ts), which comes with the root route's data: the browser gets
 * only the compiled messages of the page's language, and no message parser (decision 039).
 */
import { LANGUAGE_TAG, localizedPath, type Locale } from "@domain/locale";
import type { Paise } from "@domain/money";
import { formatMoney } from "@domain/money-text";
import type { MessageId } from "./catalogs/en";
import { renderMessage, type CompiledMessage, type MessageValues } from "./render-message";

export type { MessageId, MessageValues };
export type CompiledMessages = Record<string, CompiledMessage>;

export interface Translator {
  locale: Locale;
  /** The message in the page's language, its {values} filled in and its plurals chosen. */
  t: (id: MessageId, values?: MessageValues) => string;
  /** A shop path in the page's language, for every link and form ("/addcart" -> "/fr/addcart"). */
  path: (path: string) => string;
  /** An amount as the page's language writes money ("₹1,234.56", "1 234,56 ₹"). */
  money: (amount: Paise) => string;
}

/** One translator per catalogue object (a catalogue is one language's): the root's data keeps its catalogue until the language changes. */
const translators = new WeakMap<CompiledMessages, Translator>();

export function translator(locale: Locale, messages: CompiledMessages): Translator {
  const known = translators.get(messages);
  if (known) return known;
  const tag = LANGUAGE_TAG[locale];
  // A missing message shows its id, as Lingui's runtime does: the catalogues' test keeps it from happening.
  const made: Translator = {
    locale,
    t: (id, values) => renderMessage(messages[id] ?? id, tag, values),
    path: (path) => localizedPath(locale, path),
    money: (amount) => formatMoney(amount, locale),
  };
  translators.set(messages, made);
  return made;
}
