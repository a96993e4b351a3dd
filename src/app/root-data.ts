import { useRouteLoaderData } from "react-router";
import type { Category } from "@/domain/catalogue";
import type { MenuCategoriesState } from "@/features/shell/api/shell-data";
import type { loader } from "./root";

/** The root route's data (the logo and the category tree), for the frame and the checkout screens' own top. */
export function useRootData() {
  const loaded = useRouteLoaderData<typeof loader>("root");
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
