/**
 * The home banner slides. Text stays in HTML (crisp, translatable, read by screen readers); the
 * artwork is a small decorative SVG from public/home/.
 */
export interface Banner {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  art: string;
}

export const BANNER_ART_SIZE = { width: 320, height: 240 } as const;

export const BANNERS: readonly Banner[] = [
  {
    id: "women",
    eyebrow: "Women's Edit",
    title: "Kurtas, sarees and dresses",
    text: "Light cottons for the office, georgette and chiffon for festive evenings.",
    cta: "Shop women",
    to: "/filter-side?cat=2",
    art: "/home/banner-women.svg",
  },
  {
    id: "home-living",
    eyebrow: "Home and Living",
    title: "Make your home feel new",
    text: "Cushions, bedding, decor and furniture in wood, brass and terracotta.",
    cta: "Shop home and living",
    to: "/filter-side?cat=4",
    art: "/home/banner-home.svg",
  },
  {
    id: "beauty",
    eyebrow: "Beauty",
    title: "Your everyday glow",
    text: "Makeup, skincare, haircare and fragrance from the labels you love.",
    cta: "Shop beauty",
    to: "/filter-side?cat=5",
    art: "/home/banner-beauty.svg",
  },
  {
    id: "all",
    eyebrow: "The full catalogue",
    title: "Everything in one place",
    text: "Browse every category and narrow it down by price.",
    cta: "Shop all products",
    to: "/all-product",
    art: "/home/banner-all.svg",
  },
];
