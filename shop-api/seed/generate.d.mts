// Types of generate.mjs for TypeScript importers (tests, scripts).

export interface CategoryRow { category_id: number; category_desc: string; slug: string; sort_order: number }
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
  material: string;
  description: string;
  weight: string;
}
export interface HeaderGroupRow { id: number; headername: string; sort_order: number }
export interface HeaderGroupProductRow { group_id: number; product_id: number; position: number }
export interface ResellerRow { id: number; name: string; logo: string }
export interface TaxRow { id: number; province: string; province_code: string; gst_hst_tax: number; pst_tax: number }
export interface CustomerRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  mobileno: string;
  password_hash: string;
  created_at: string;
}
export interface AddressRow {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  district: string;
  state: string;
  province: string;
  pincode: string;
  mobileno: string;
  country: string;
  created_at: string;
}
export type OrderStatus = "Placed" | "Packed" | "Shipped" | "Out for delivery" | "Delivered" | "Cancelled";
export interface OrderRow {
  id: number;
  customer_id: number;
  payment_intent_id: string;
  address_id: number;
  address_snapshot: string;
  status: OrderStatus;
  payment_mode: string;
  subtotal_paise: number;
  hst_paise: number;
  pst_paise: number;
  total_paise: number;
  created_at: string;
  packed_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  expected_delivery: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  cancel_comment: string | null;
}
export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  name: string;
  image: string;
  description: string;
  size: string;
  color: string;
  quantity: number;
  unit_price_paise: number;
  mrp_paise: number;
}
export interface SeedData {
  categories: CategoryRow[];
  subcategories: SubcategoryRow[];
  products: ProductRow[];
  headerGroups: HeaderGroupRow[];
  headerGroupProducts: HeaderGroupProductRow[];
  reseller: ResellerRow[];
  taxes: TaxRow[];
  customers: CustomerRow[];
  addresses: AddressRow[];
  orders: OrderRow[];
  orderItems: OrderItemRow[];
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
export const HEADER_GROUPS: string[];
export const CATEGORIES: { slug: string; desc: string }[];
export const SUBCATEGORIES: { category: string; slug: string; desc: string; count: number }[];
export const TAXES: { province: string; code: string; gst_hst: number; pst: number }[];

export function productImage(id: number): string;
export function hashPassword(password: string, salt: Uint8Array, iterations?: number): Promise<string>;
export function generateSeedData(): Promise<SeedData>;
export function generateSeedSql(): Promise<string>;
