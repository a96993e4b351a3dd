// Types of generate.mjs for TypeScript importers (tests, scripts). Rows the Worker also reads
// reuse its types, so the table shapes are written once.
import type { AddressRow as StoredAddressRow } from "../src/lib/addresses";
import type { OrderItemRow, OrderRow, OrderStatus } from "../src/lib/order-rows";

export interface CategoryRow {
  category_id: number;
  category_desc: string;
  slug: string;
  sort_order: number;
}
export interface SubcategoryRow {
  subcategory_id: number;
  category_id: number;
  subcategory_desc: string;
  slug: string;
  cosubcategory_image: string;
  sort_order: number;
}
export interface ProductRow {
  id: number;
  name: string;
  subcategory_id: number;
  image: string;
  thumbnails: string[];
  original_price_paise: number;
  discount_price_paise: number;
  on_sale: 0 | 1;
  quantity: number;
  rating: number;
  ratings: number;
  badge: string;
  badge1: string;
  search_text: string;
  sizes: string[];
  colors: string[];
  /** Which picture shows which colour (migration 0032): files among image, thumbnails and their own. */
  color_images: { color: string; image: string }[];
  material: string;
  description: string;
  weight: string;
}
/** A French (or other) version of a row's texts (migration 0016). */
export interface CategoryTranslationRow {
  category_id: number;
  locale: string;
  category_desc: string;
}
export interface SubcategoryTranslationRow {
  subcategory_id: number;
  locale: string;
  subcategory_desc: string;
}
export interface ProductTranslationRow {
  product_id: number;
  locale: string;
  name: string;
  description: string;
  material: string;
  search_text: string;
}
export interface HeaderGroupRow {
  id: number;
  headername: string;
  sort_order: number;
}
export interface HeaderGroupTranslationRow {
  group_id: number;
  locale: string;
  headername: string;
}
export interface HeaderGroupProductRow {
  group_id: number;
  product_id: number;
  position: number;
}
export interface ResellerRow {
  id: number;
  name: string;
  logo: string;
}
export interface TaxRow {
  id: number;
  province: string;
  province_code: string;
  gst_hst_tax: number;
  pst_tax: number;
}
export interface CustomerRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  mobileno: string;
  password_hash: string;
  created_at: string;
}
export interface AddressRow extends StoredAddressRow {
  created_at: string;
}
export type { OrderItemRow, OrderRow, OrderStatus };
export interface OrderEventRow {
  order_id: number;
  status: "Packed" | "Shipped" | "Out for delivery" | "Delivered";
  at: string;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
}
export interface SeedData {
  categories: CategoryRow[];
  subcategories: SubcategoryRow[];
  products: ProductRow[];
  categoryTranslations: CategoryTranslationRow[];
  subcategoryTranslations: SubcategoryTranslationRow[];
  productTranslations: ProductTranslationRow[];
  headerGroups: HeaderGroupRow[];
  headerGroupProducts: HeaderGroupProductRow[];
  headerGroupTranslations: HeaderGroupTranslationRow[];
  reseller: ResellerRow[];
  taxes: TaxRow[];
  customers: CustomerRow[];
  addresses: AddressRow[];
  orders: OrderRow[];
  orderItems: OrderItemRow[];
  orderEvents: OrderEventRow[];
}

export const DEMO_CUSTOMER: Readonly<{
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  mobileno: string;
}>;
export const PBKDF2_ITERATIONS: number;
export const SEED_TABLES: string[];
export const SEED_TRACKING_URLS: Record<"Canada Post" | "Purolator" | "UPS", (trackingNumber: string) => string>;
export const HEADER_GROUPS: string[];
export const CATEGORIES: { slug: string; desc: string }[];
export const SUBCATEGORIES: { category: string; slug: string; desc: string; count: number }[];
export const TAXES: { province: string; code: string; gst_hst: number; pst: number }[];

export function productImage(id: number): string;
export function hashPassword(password: string, salt: Uint8Array, iterations?: number): Promise<string>;
/** `today`: the seeding day ("YYYY-MM-DD", UTC) the demo customer's dates count back from; default the current day. */
export function generateSeedData(options?: { today?: string }): Promise<SeedData>;
export function generateSeedSql(options?: { today?: string }): Promise<string>;
export function syntheticProductsSql(count: number, firstId: number): string;
