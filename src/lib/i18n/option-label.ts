import { useRouteLoaderData } from "react-router";
import { measureText } from "@domain/measure-text";
import type { RootLoader } from "./i18n-context";

export interface OptionLabel {
  text: string;
  /** "en" for a value shown as sold on a page in another language (a vendor's colour without a label). */
  lang: "en" | undefined;
}

/** A value by a language's labels (none on English pages); a measure without one in its numbers' form. */
export function labelOption(labels: Readonly<Record<string, string>> | undefined, value: string): OptionLabel {
  if (!labels) return { text: value, lang: undefined };
  const text = labels[value] ?? measureText(value, "fr");
  return text === undefined ? { text: value, lang: "en" } : { text, lang: undefined };
}

/**
 * How the page's language names a colour or size value. The labels come with the root's data on
 * French pages only (src/app/option-labels.server.ts), so no module the home page loads grows.
 */
export function useOptionLabel(): (value: string) => OptionLabel {
  const root = useRouteLoaderData<RootLoader>("root");
  return (value) => labelOption(root?.optionLabels, value);
}
