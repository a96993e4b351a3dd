import { useRouteLoaderData } from "react-router";
import type { RootLoader } from "@/app/root-data";
import { translator, type CompiledMessages, type Translator } from "./translator";

/** The root route's loader, whose data holds the page's language and its words. */
export type { RootLoader };

const NO_MESSAGES: CompiledMessages = {};

/**
 * The page's language and words, from the root route's data (its URL's language and that
 * language's compiled messages). Without root data (its loader failed: the catch-all error
 * screen) the ids show in place of words, in English.
 */
export function useI18n(): Translator {
  const root = useRouteLoaderData<RootLoader>("root");
  return translator(root?.locale ?? "en", root?.messages ?? NO_MESSAGES);
}
