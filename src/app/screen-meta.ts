/**
 * The head of the screens whose content is the shop's own words, apart from page-meta.ts: the
 * root route imports that module, so what is here would be in the code every page loads.
 */
import type { MetaArgs, MetaDescriptor } from "react-router";
import { pathWithoutLocale } from "@domain/locale";
import { headTags, previewSource, type HeadTags } from "./page-meta";
import type { RootLoader } from "./root-data";

/**
 * The head of a page whose content is the shop's own words (compare, contact, wallet, related
 * products, not found), its canonical URL the request's path in the page's language. `canonical`
 * false: a page that answers 404.
 */
export function pageMeta({
  canonical = true,
  ...head
}: Omit<HeadTags, "path" | "image" | "type" | "preview"> & { canonical?: boolean }) {
  return ({ matches, location }: MetaArgs<unknown, { root: RootLoader }>): MetaDescriptor[] =>
    headTags({
      ...head,
      preview: previewSource(matches),
      path: canonical ? pathWithoutLocale(location.pathname) : undefined,
    });
}
