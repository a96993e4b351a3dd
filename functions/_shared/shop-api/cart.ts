/** The signed-in customer's cart (shop-api/src/routes/cart.ts). */
import * as v from "valibot";
import type { CartItem, CartLine } from "@domain/cart";
import { CART_ADD_OUTCOMES, type CartAddOutcome, type WantedLine } from "@domain/cart-write";
import { productImageUrl } from "@domain/images";
import { DEFAULT_LOCALE } from "@domain/locale";
import { paiseFromRupees } from "@domain/money";
import { getProductsByIds } from "./catalogue";
import { READS, type Transport } from "./transport";
import {
  TextOut,
  VendorCount,
  VendorIdSchema,
  vendorListEnvelope,
  VendorOkSchema,
  VendorRupees,
  type ReshapeOptions,
} from "./vendor";

export const VendorCartItemSchema = v.object({
  id: VendorIdSchema,
  image: TextOut,
  name: v.string(),
  category: TextOut,
  subcategory: TextOut,
  size: TextOut,
  color: TextOut,
  color_image: v.optional(TextOut),
  discountPrice: VendorRupees,
  originalPrice: v.optional(VendorRupees),
  Unit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  quantity: VendorCount,
});
export type VendorCartItem = v.InferOutput<typeof VendorCartItemSchema>;
export const VendorCartListSchema = vendorListEnvelope(VendorCartItemSchema);

/** add_cart_lines: what each add came to, and the cart as it now is. */
export const VendorCartAddSchema = v.object({
  ...vendorListEnvelope(VendorCartItemSchema).entries,
  results: v.array(v.object({ prod_id: VendorIdSchema, name: v.string(), outcome: v.picklist(CART_ADD_OUTCOMES) })),
});

export function reshapeCartItem(raw: VendorCartItem, options: ReshapeOptions): CartItem {
  return {
    id: raw.id,
    name: raw.name,
    category: raw.category,
    subcategory: raw.subcategory,
    imageUrl: productImageUrl(options.imageHost, raw.image),
    size: raw.size,
    color: raw.color,
    ...colorImageOf(raw.color_image, options),
    price: paiseFromRupees(raw.discountPrice),
    originalPrice: paiseFromRupees(raw.originalPrice ?? raw.discountPrice),
    unit: raw.Unit,
    stock: raw.quantity,
  };
}

function colorImageOf(image: string | undefined, options: ReshapeOptions): Pick<CartItem, "colorImageUrl"> {
  const url = image === undefined ? null : productImageUrl(options.imageHost, image);
  return url === null ? {} : { colorImageUrl: url };
}

/**
 * Cart lines named in the client's language: SPEC section 7's cart answer knows only English, so
 * the names come from the catalogue's products (one read: a cart holds at most 100 products, as
 * many as GetProductsByIds takes).
 */
async function inClientLocale(shop: Transport, items: CartItem[]): Promise<CartItem[]> {
  if (shop.locale === DEFAULT_LOCALE || items.length === 0) return items;
  const products = new Map(
    (
      await getProductsByIds(
        shop,
        items.map((item) => item.id),
      )
    ).map((p) => [p.id, p]),
  );
  return items.map((item) => {
    const product = products.get(item.id);
    return product
      ? { ...item, name: product.name, category: product.category, subcategory: product.subcategory }
      : item;
  });
}

/** SPEC section 7's read of the cart (Add_cart with the customer alone), its names in English. */
export async function readCart(shop: Transport, customerId: number): Promise<CartItem[]> {
  const body = await shop.call("POST", "Add_cart", VendorCartListSchema, [{ userid: customerId }], READS);
  return body.data.map((item) => reshapeCartItem(item, shop.images));
}

export function cartCalls(shop: Transport) {
  const { call, images } = shop;
  return {
    async getCart(customerId: number): Promise<CartItem[]> {
      return inClientLocale(shop, await readCart(shop, customerId));
    },

    /** Replaces the whole cart (Add_cart with every line; clear_cart for an empty one). */
    async saveCart(customerId: number, lines: readonly CartLine[]): Promise<CartItem[]> {
      if (lines.length === 0) {
        await call("POST", "clear_cart", VendorOkSchema, { userid: customerId });
        return [];
      }
      const payload = lines.map((line) => ({
        prod_id: line.id,
        userid: customerId,
        unit: line.unit,
        ...(line.size ? { size: line.size } : {}),
        ...(line.color ? { color: line.color } : {}),
      }));
      const body = await call("POST", "Add_cart", VendorCartListSchema, payload);
      return body.data.map((item) => reshapeCartItem(item, images));
    },

    /**
     * POST /api/add_cart_lines (extension): adds each line by SPEC.md's rule in one statement of
     * the shop API's, so two adds at once both count -> what each came to, and the cart.
     */
    async addCartLines(
      customerId: number,
      lines: readonly WantedLine[],
    ): Promise<{ items: CartItem[]; outcomes: { name: string; outcome: CartAddOutcome }[] }> {
      const body = await call("POST", "add_cart_lines", VendorCartAddSchema, {
        userid: customerId,
        lines: lines.map((line) => ({ prod_id: line.id, units: line.units, size: line.size, color: line.color })),
      });
      return {
        items: body.data.map((item) => reshapeCartItem(item, images)),
        outcomes: body.results.map(({ name, outcome }) => ({ name, outcome })),
      };
    },

    /** POST /api/set_cart_unit (extension): one line's units, kept within 1 and the stock there -> the cart. */
    async setCartUnit(customerId: number, productId: number, unit: number): Promise<CartItem[]> {
      const body = await call("POST", "set_cart_unit", VendorCartListSchema, {
        userid: customerId,
        prod_id: productId,
        unit,
      });
      return body.data.map((item) => reshapeCartItem(item, images));
    },

    async deleteCartItem(customerId: number, productId: number): Promise<CartItem[]> {
      const body = await call("POST", "Delete_cart", VendorCartListSchema, { prod_id: productId, userid: customerId });
      return body.data.map((item) => reshapeCartItem(item, images));
    },
  };
}
