import { useRouteLoaderData } from "react-router";
import type { RootLoader } from "./i18n-context";

export interface OptionLabel {
  text: string;
  /** "en" for a value shown as sold on a page in another language (a vendor's colour without a label). */
  lang: "en" | undefined;
}

/**
 * How the page's language names a colour or size value. The labels come with the root's data on
 * French pages only (src/app/option-labels.server.ts), so no module the home page loads grows.
 */
export function useOptionLabel(): (value: string) => OptionLabel {
  const root = useRouteLoaderData<RootLoader>("root");
  const labels = root?.optionLabels;
  return (value) => {
    if (!labels) return { text: value, lang: undefined };
    const text = labels[value];
    return text === undefined ? { text: value, lang: "en" } : { text, lang: undefined };
  };
}
