/**
 * The head every public page shares: <title>, description, canonical URL and the link-preview
 * tags (Open Graph, Twitter card). og:title is the page's own name; the shop's is og:site_name.
 * Pages add their JSON-LD after it.
 */
import type { MetaArgs, MetaDescriptor } from "react-router";
import { socialImageUrl } from "@/domain/image-cdn";
import { SHOP_CARD_FILE, shopArtUrl } from "@/domain/images";
import { SHOP_NAME } from "@/domain/shop-name";
import type { loader as rootLoader } from "./root";

type RootMatches = MetaArgs<unknown, { root: typeof rootLoader }>["matches"];

/** Where a page's link preview picture comes from: the root route's origin and image host. */
export interface PreviewSource {
  origin: string;
  imageHost: string;
}

export function previewSource(matches: RootMatches | readonly unknown[]): PreviewSource | undefined {
  const root = (matches as RootMatches).find((match) => match?.id === "root")?.data;
  return root ? { origin: root.origin, imageHost: root.imageHost } : undefined;
}

/**
 * og:image: a 1,200 x 630 JPEG rendition (link previews show neither SVG nor AVIF) of the page's
 * own picture, or of the shop's card.
 */
function previewImage(preview: PreviewSource | undefined, image: string | null | undefined): string | null {
  if (!preview) return null;
  const source = image ?? shopArtUrl(preview.imageHost, SHOP_CARD_FILE);
  return source ? socialImageUrl(preview.origin, source) : null;
}

/** The link-preview picture alone, for pages with no head of their own (private screens, the frame). */
export function previewImageTags(preview: PreviewSource | undefined): MetaDescriptor[] {
  const image = previewImage(preview, null);
  if (!image) return [];
  return [
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
  ];
}

export interface HeadTags {
  /** The page's title, without the shop's name. */
  title: string;
  description: string;
  /** Absolute; absent for a page that answers 404 (it has no canonical URL). */
  url?: string;
  /** The page's own picture on the image host (a product's); the shop's card otherwise. */
  image?: string | null;
  preview?: PreviewSource;
  type?: "website" | "product";
  /** Whether the head carries the <title> (false when the screen renders it itself). */
  titleTag?: boolean;
}

export function headTags({
  title,
  description,
  url,
  image: pageImage,
  preview,
  type = "website",
  titleTag = true,
}: HeadTags): MetaDescriptor[] {
  const image = previewImage(preview, pageImage);
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
