/**
 * The head every public page shares: <title>, description, canonical URL and the link-preview
 * tags (Open Graph, Twitter card). og:title is the page's own name; the shop's is og:site_name.
 * Pages add their JSON-LD after it.
 */
import type { MetaArgs, MetaDescriptor } from "react-router";
import { SHOP_NAME } from "@/domain/shop-name";
import type { loader as rootLoader } from "./root";

interface HeadTags {
  /** The page's title, without the shop's name. */
  title: string;
  description: string;
  /** Absolute; absent for a page that answers 404 (it has no canonical URL). */
  url?: string;
  image?: string | null;
  type?: "website" | "product";
  /** Whether the head carries the <title> (false when the screen renders it itself). */
  titleTag?: boolean;
}

export function headTags({
  title,
  description,
  url,
  image,
  type = "website",
  titleTag = true,
}: HeadTags): MetaDescriptor[] {
  return [
    ...(titleTag ? [{ title: `${title} | ${SHOP_NAME}` }] : []),
    { name: "description", content: description },
    ...(url
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]
      : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
}

/**
 * The head of a page whose content is the shop's own words (compare, contact, wallet, related
 * products, not found), its canonical URL the request's path. `canonical` false: a page that
 * answers 404.
 */
export function pageMeta({
  canonical = true,
  ...head
}: Omit<HeadTags, "url" | "image" | "type"> & { canonical?: boolean }) {
  return ({ matches, location }: MetaArgs<unknown, { root: typeof rootLoader }>): MetaDescriptor[] => {
    const origin = matches.find((match) => match?.id === "root")?.data?.origin;
    return headTags({
      ...head,
      url: canonical && origin !== undefined ? `${origin}${location.pathname}` : undefined,
    });
  };
}
