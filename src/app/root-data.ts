import { useRouteLoaderData } from "react-router";
import type { loader } from "./root";

/** The root route's data (the logo and the category tree), for the frame and the checkout screens' own top. */
export function useRootData() {
  const loaded = useRouteLoaderData<typeof loader>("root");
  if (!loaded) throw new Error("The root route's data is missing: useRootData is for screens inside the page frame.");
  return loaded;
}
