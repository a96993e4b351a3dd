/** Labels from the catalogue, each linking to a search for its products. */
export interface Brand {
  name: string;
  /** File name under the image host's home/. */
  logo: string;
}

export const BRAND_LOGO_SIZE = { width: 180, height: 72 } as const;

export const BRANDS: readonly Brand[] = [
  { name: "Heritage Loom", logo: "brands/heritage-loom.png" },
  { name: "Casa", logo: "brands/casa.png" },
  { name: "Derma Calm", logo: "brands/derma-calm.png" },
  { name: "Pure Botanica", logo: "brands/pure-botanica.png" },
  { name: "Northwind", logo: "brands/northwind.png" },
  { name: "Velvet Muse", logo: "brands/velvet-muse.png" },
  { name: "Boho Nest", logo: "brands/boho-nest.png" },
  { name: "Glow Theory", logo: "brands/glow-theory.png" },
  { name: "Cloud Nine", logo: "brands/cloud-nine.png" },
  { name: "Funbox", logo: "brands/funbox.png" },
];

export function brandSearchPath(brand: Brand): string {
  return `/search?q=${encodeURIComponent(brand.name)}`;
}
