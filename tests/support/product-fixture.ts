// One demo product for unit tests: every field the domain's Product has, with neutral values, so
// a test names only what it is about and a new Product field is added here once.
import { paiseFromRupees } from "@/domain/money";
import type { Product } from "@/domain/product";

type Overrides = Omit<Partial<Product>, "originalPrice" | "discountPrice"> & {
  /** In rupees, as a test reads most naturally; stored in paise like the real thing. */
  originalRupees?: number;
  discountRupees?: number;
};

export function productFixture(id: number, overrides: Overrides = {}): Product {
  const { originalRupees = 1000, discountRupees = 800, ...rest } = overrides;
  return {
    id,
    name: `Product ${id}`,
    category: "Men",
    categoryId: 1,
    subcategory: "Shirts",
    subcategoryId: 1,
    imageUrl: null,
    images: [],
    originalPrice: paiseFromRupees(originalRupees),
    discountPrice: paiseFromRupees(discountRupees),
    onSale: discountRupees < originalRupees,
    stock: 5,
    rating: 4,
    ratings: 10,
    badge: "",
    badge1: "",
    searchText: "",
    sizes: [],
    colors: [],
    material: "",
    description: "",
    weight: "",
    ...rest,
  };
}
