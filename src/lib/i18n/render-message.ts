/**
 * Renders a message compiled by Lingui's compiler (@lingui/message-utils, on the page server) as
 * Lingui's runtime does: text, {values}, and plural and select choices, "#" being the count in the
 * language's digits. Nothing else (selectordinal, number or date arguments): no message needs one.
 * The runtime itself (@lingui/core, 2.2 KiB gzip) did not fit in the JavaScript budget of the first
 * screen (decision 039); tests/unit/message-catalogues.test.ts holds this renderer to the runtime's
 * output for every message of both catalogues.
 */
export type CompiledMessage = string | readonly unknown[];
export type MessageValues = Record<string, string | number>;

type Choices = Record<string, CompiledMessage>;

/** Each language's plural rules, built once: building them costs a phone a moment. */
const pluralRules = new Map<string, Intl.PluralRules>();

/** `count` is the enclosing plural's number as the language writes it, for its "#". */
export function renderMessage(
  message: CompiledMessage,
  locale: string,
  values: MessageValues = {},
  count?: string,
): string {
  if (typeof message === "string") return message;
  let text = "";
  for (const token of message) {
    if (typeof token === "string") {
      text += token === "#" && count !== undefined ? count : token;
      continue;
    }
    const [name, type, choices = {}] = token as [string, string?, Choices?];
    const value = values[name];
    if (!type) {
      text += value ?? "";
      continue;
    }
    let inner = count;
    let key = String(value);
    if (type === "plural") {
      const n = Number(value);
      // V8 keeps the formatter of a plain toLocaleString for the next call.
      inner = n.toLocaleString(locale);
      let rules = pluralRules.get(locale);
      if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
      if (!(key in choices)) key = rules.select(n);
    }
    const chosen = choices[key] ?? choices.other;
    if (chosen !== undefined) text += renderMessage(chosen, locale, values, inner);
  }
  return text;
}
