/**
 * The home banner slides. Text stays in HTML (crisp, translatable, read by screen readers); the
 * artwork is a decorative picture of the image host's home/ folder (shopArtUrl), through the CDN.
 */
export interface Banner {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
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
    eyebrow: "Women's Edit",
    title: "Kurtas, sarees and dresses",
    text: "Light cottons for the office, georgette and chiffon for festive evenings.",
    cta: "Shop women",
    to: "/filter-side?cat=2",
    art: "banner-women.png",
  },
  {
    id: "home-living",
    eyebrow: "Home and Living",
    title: "Make your home feel new",
    text: "Cushions, bedding, decor and furniture in wood, brass and terracotta.",
    cta: "Shop home and living",
    to: "/filter-side?cat=4",
    art: "banner-home.png",
  },
  {
    id: "beauty",
    eyebrow: "Beauty",
    title: "Your everyday glow",
    text: "Makeup, skincare, haircare and fragrance from the labels you love.",
    cta: "Shop beauty",
    to: "/filter-side?cat=5",
    art: "banner-beauty.png",
  },
  {
    id: "all",
    eyebrow: "The full catalogue",
    title: "Everything in one place",
    text: "Browse every category and narrow it down by price.",
    cta: "Shop all products",
    to: "/all-product",
    art: "banner-all.png",
  },
];
