/**
 * The home banner slides. Text stays in HTML (crisp, in the page's language, read by screen readers); the
 * artwork is a decorative picture of the image host's home/ folder (shopArtUrl), through the CDN.
 */
export type BannerId = "women" | "home-living" | "beauty" | "all";

/** Each banner's texts are the messages banner.{id}.eyebrow, .title, .text and .cta. */
export interface Banner {
  id: BannerId;
  to: string;
  /** File name under the image host's home/. */
  art: string;
}

export const BANNER_ART_SIZE = { width: 320, height: 240 } as const;
/** The art's column of a slide (home.css .hero-slide): 7rem, 10rem from 480 px, 14rem, 20rem. */
export const BANNER_ART_SIZES =
  "(max-width: 479.98px) 112px, (max-width: 767.98px) 160px, (max-width: 1023.98px) 224px, 320px";

export const BANNERS: readonly Banner[] = [
  {
    id: "women",
    to: "/filter-side?cat=2",
    art: "banner-women.png",
  },
  {
    id: "home-living",
    to: "/filter-side?cat=4",
    art: "banner-home.png",
  },
  {
    id: "beauty",
    to: "/filter-side?cat=5",
    art: "banner-beauty.png",
  },
  {
    id: "all",
    to: "/all-product",
    art: "banner-all.png",
  },
];
