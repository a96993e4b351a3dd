/** Labels from the catalogue, each linking to a search for its products. */
export interface Brand {
  name: string;
  logo: string;
}

export const BRAND_LOGO_SIZE = { width: 180, height: 72 } as const;

export const BRANDS: readonly Brand[] = [
  { name: "Heritage Loom", logo: "/home/brands/heritage-loom.svg" },
  { name: "Casa", logo: "/home/brands/casa.svg" },
  { name: "Derma Calm", logo: "/home/brands/derma-calm.svg" },
  { name: "Pure Botanica", logo: "/home/brands/pure-botanica.svg" },
  { name: "Northwind", logo: "/home/brands/northwind.svg" },
  { name: "Velvet Muse", logo: "/home/brands/velvet-muse.svg" },
  { name: "Boho Nest", logo: "/home/brands/boho-nest.svg" },
  { name: "Glow Theory", logo: "/home/brands/glow-theory.svg" },
  { name: "Cloud Nine", logo: "/home/brands/cloud-nine.svg" },
  { name: "Funbox", logo: "/home/brands/funbox.svg" },
];

export function brandSearchPath(brand: Brand): string {
  return `/search?q=${encodeURIComponent(brand.name)}`;
}
