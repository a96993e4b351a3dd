/**
 * The head every public page shares: <title>, description, canonical URL, the page in each
 * language (hreflang) and the link-preview tags (Open Graph, Twitter card). og:title is the page's
 * own name; the shop's is og:site_name. Pages add their JSON-LD after it.
 */
import type { MetaArgs, MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LANGUAGE_TAG, LOCALES, localizedPath, type Locale } from "@domain/locale";
import { socialImageUrl } from "@/domain/image-cdn";
import { SHOP_CARD_FILE, shopArtUrl } from "@/domain/images";
import { SHOP_NAME } from "@/domain/shop-name";
import type { RootLoader } from "./root-data";

type RootMatches = MetaArgs<unknown, { root: RootLoader }>["matches"];

/** What a page's absolute URLs are made of: the root route's site origin, image host and language. */
export interface PreviewSource {
  origin: string;
  imageHost: string;
  locale: Locale;
}

export function previewSource(matches: RootMatches | readonly unknown[]): PreviewSource | undefined {
  return (matches as RootMatches).find((match) => match?.id === "root")?.data;
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

/**
 * The link-preview picture: og:image and the large card, or the small card without one. X reads
 * og:title, og:description and og:image where its own tags are absent (its cards' documentation),
 * so only the card's kind and picture are its own: bytes every page's script carries.
 */
function imageTags(image: string | null): MetaDescriptor[] {
  return image
    ? [
        { property: "og:image", content: image },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:image", content: image },
      ]
    : [{ name: "twitter:card", content: "summary" }];
}

/** The link-preview picture alone, for pages with no head of their own (private screens, the frame). */
export const previewImageTags = (preview: PreviewSource | undefined) => imageTags(previewImage(preview, null));

export interface HeadTags {
  /** The page's title, without the shop's name. */
  title: string;
  description: string;
  /**
   * The page's canonical path as SPEC.md writes it (no language prefix; with the query it keeps):
   * each language's page is its own canonical, and names the other. Absent for a page that
   * answers 404 (it has no canonical URL).
   */
  path?: string;
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
  path,
  image: pageImage,
  preview,
  type = "website",
  titleTag = true,
}: HeadTags): MetaDescriptor[] {
  const url = (locale: Locale) => `${preview?.origin}${localizedPath(locale, path ?? "")}`;
  const alternate = (hrefLang: string, locale: Locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: url(locale),
  });
  return [
    ...(titleTag ? [{ title: `${title} | ${SHOP_NAME}` }] : []),
    { name: "description", content: description },
    ...(preview && path !== undefined
      ? [
          { tagName: "link", rel: "canonical", href: url(preview.locale) },
          ...LOCALES.map((locale) => alternate(LANGUAGE_TAG[locale], locale)),
          // A searcher in neither language gets SPEC's English page.
          alternate("x-default", DEFAULT_LOCALE),
          { property: "og:url", content: url(preview.locale) },
          { property: "og:locale", content: LANGUAGE_TAG[preview.locale].replace("-", "_") },
        ]
      : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...imageTags(previewImage(preview, pageImage)),
  ];
}
