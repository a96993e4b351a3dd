import { useRouteLoaderData } from "react-router";
import type { RootLoader } from "./i18n-context";
import { labelOption, type OptionLabel } from "./label-option";

export type { OptionLabel };

/**
 * How the page's language names a colour or size value. The labels come with the root's data on
 * French pages only (src/app/option-labels.server.ts), so no module the home page loads grows.
 */
export function useOptionLabel(): (value: string) => OptionLabel {
  const root = useRouteLoaderData<RootLoader>("root");
  return (value) => labelOption(root?.optionLabels, value);
}
