/**
 * The head of a page whose content is the shop's own words (compare, studio, baby care, contact,
 * wallet, related products, not found): description, canonical URL (the request's origin, from
 * the root route's data) and the link-preview tags. `title` false: the screen renders its own
 * <title> (a second one would be ignored by browsers and confuse crawlers).
 */
import type { MetaArgs, MetaDescriptor } from "react-router";
import { SHOP_TITLE } from "@/components/page-title";
import type { loader as rootLoader } from "./root";

interface PageHead {
  /** The page's title, without the shop's name. */
  title: string;
  description: string;
  /** Whether the head carries the <title> (false when the screen renders it). */
  titleTag?: boolean;
  /** No canonical URL: a page that answers 404. */
  canonical?: boolean;
}

export function pageMeta({ title, description, titleTag = true, canonical = true }: PageHead) {
  return ({ matches, location }: MetaArgs<unknown, { root: typeof rootLoader }>): MetaDescriptor[] => {
    const origin = matches.find((match) => match?.id === "root")?.data?.origin;
    const url = origin === undefined ? undefined : `${origin}${location.pathname}`;
    const fullTitle = `${title} | ${SHOP_TITLE}`;
    return [
      ...(titleTag ? [{ title: fullTitle }] : []),
      { name: "description", content: description },
      ...(canonical && url
        ? [
            { tagName: "link", rel: "canonical", href: url },
            { property: "og:url", content: url },
          ]
        : []),
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: SHOP_TITLE },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { name: "twitter:card", content: "summary" },
    ];
  };
}
