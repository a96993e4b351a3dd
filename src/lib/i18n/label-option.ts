/** A colour or size value as a language shows it; the emails use it as the pages do (useOptionLabel). */
import { measureText } from "@domain/measure-text";

export interface OptionLabel {
  text: string;
  /** "en" for a value shown as sold on a page in another language (a vendor's colour without a label). */
  lang: "en" | undefined;
}

/**
 * A value by a language's labels (src/app/option-labels.server.ts; none in English, whose words
 * the values are); a measure without a label in the language's numbers ("3,5 g").
 */
export function labelOption(labels: Readonly<Record<string, string>> | undefined, value: string): OptionLabel {
  if (!labels) return { text: value, lang: undefined };
  const text = labels[value] ?? measureText(value, "fr");
  return text === undefined ? { text: value, lang: "en" } : { text, lang: undefined };
}
