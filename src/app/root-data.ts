import { useRouteLoaderData } from "react-router";
import type { Locale } from "@domain/locale";
import type { Category } from "@/domain/catalogue";
import type { LogoState, MenuCategoriesState } from "@/features/shell/api/shell-data";
import type { CompiledMessages } from "@/lib/i18n/translator";

/**
 * What the root route's loader hands every page (root.tsx), named here so that the modules reading
 * it (the frame, the words, the heads) need not import the root route, which imports them.
 */
export interface RootData {
  logo: LogoState;
  categories: MenuCategoriesState;
  /** The site's own address, for absolute URLs. */
  origin: string;
  imageHost: string;
  /** The page's language (its URL's) and that language's compiled messages. */
  locale: Locale;
  messages: CompiledMessages;
  /** The language's names of colour and size values (none in English). */
  optionLabels: Readonly<Record<string, string>> | undefined;
}

/** The root route's loader as React Router's typed hooks and meta arguments name it. */
export type RootLoader = () => RootData;

/** The root route's data (the logo and the category tree), for the frame and the checkout screens' own top. */
export function useRootData() {
  const loaded = useRouteLoaderData<RootLoader>("root");
  if (!loaded) throw new Error("The root route's data is missing: useRootData is for screens inside the page frame.");
  return loaded;
}

/**
 * The category tree the root route read, for a product's links to its listings
 * (productListingPaths); empty when it could not be read, and those links then go by id.
 */
export function categoryTree(categories: MenuCategoriesState | undefined): Category[] {
  return categories?.status === "loaded" ? categories.data.categories : [];
}
