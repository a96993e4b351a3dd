/**
 * Pure functions turning the shop API's vendor shapes into the app's own types (src/domain).
 * This is the only place that knows `category_desc`, `Subcategories` and friends, and the only
 * place where the shop API's rupees become the paise every later step carries (decision 027).
 */
import { ADDRESS_COUNTRY, type Address, type AddressForm } from "@domain/address";
import type { CartItem } from "@domain/cart";
import type { Category, Subcategory } from "@domain/catalogue";
import { productImageUrl } from "@domain/images";
import { DEFAULT_LOCALE, type Locale } from "@domain/locale";
import { paiseFromRupees, sumPaise, type Paise } from "@domain/money";
import { isCancellable, type DeliveryAddress, type Order, type PaidOrder } from "@domain/order";
import type { OrderReturn } from "@domain/order-return";
import type { HeaderGroup, Product, ProductFacets } from "@domain/product";
import { slugify } from "@domain/slug";
import type { TaxRate } from "@domain/tax";
import type { ClaimedRefund } from "./shop-api-client";
import type {
  VendorAddress,
  VendorCartItem,
  VendorCategory,
  VendorClaimedRefund,
  VendorHeaderGroup,
  VendorOrderLine,
  VendorProduct,
  VendorReturn,
  VendorProductFacets,
  VendorSubcategory,
  VendorTax,
} from "./shop-api-schemas";

export interface ReshapeOptions {
  imageHost: string;
  /** The language the texts were asked in (English when absent). */
  locale?: Locale;
}

/**
 * A text's language when it is not the one asked for: the shop API's English fallback of an
 * untranslated row, or any text of an API that says nothing (SPEC section 7 knows English only).
 * Left out when they agree, so the page sets `lang` from it as it is and an English answer keeps
 * its shape.
 */
function langOf(written: Locale | undefined, options: ReshapeOptions): { lang?: Locale } {
  const lang = written ?? DEFAULT_LOCALE;
  return lang === (options.locale ?? DEFAULT_LOCALE) ? {} : { lang };
}

export function reshapeSubcategory(raw: VendorSubcategory, options: ReshapeOptions): Subcategory {
  return {
    id: raw.subcategory_id,
    name: raw.subcategory_desc,
    slug: raw.slug?.trim() || slugify(raw.subcategory_desc),
    imageUrl: productImageUrl(options.imageHost, raw.cosubcategory_image ?? ""),
    ...langOf(raw.lang, options),
  };
}

export function reshapeCategory(raw: VendorCategory, options: ReshapeOptions): Category {
  return {
    id: raw.category_id,
    name: raw.category_desc,
    slug: raw.slug?.trim() || slugify(raw.category_desc),
    subcategories: (raw.Subcategories ?? []).map((sub) => reshapeSubcategory(sub, options)),
    ...langOf(raw.lang, options),
  };
}

export function reshapeCategories(raw: readonly VendorCategory[], options: ReshapeOptions): Category[] {
  return raw.map((category) => reshapeCategory(category, options));
}

export function reshapeProduct(raw: VendorProduct, options: ReshapeOptions): Product {
  const categoryLang = langOf(raw.category_lang, options).lang;
  const files = [raw.image, ...raw.thumbnail].filter(
    (file, index, all) => file.trim() !== "" && all.indexOf(file) === index,
  );
  return {
    id: raw.id,
    name: raw.name,
    category: raw.category,
    categoryId: raw.category_id,
    subcategory: raw.subcategory,
    subcategoryId: raw.subcategory_id,
    imageUrl: productImageUrl(options.imageHost, raw.image),
    images: files.map((file) => productImageUrl(options.imageHost, file)).filter((url): url is string => url !== null),
    originalPrice: paiseFromRupees(raw.originalPrice),
    discountPrice: paiseFromRupees(raw.discountPrice),
    onSale: raw.onSale === true || raw.onSale === 1 || raw.onSale === "1" || raw.onSale === "true",
    stock: raw.quantity,
    rating: raw.rating,
    ratings: raw.ratings,
    badge: raw.badge,
    badge1: raw.badge1,
    searchText: raw.searchText,
    sizes: raw.size,
    colors: raw.color,
    material: raw.material,
    description: raw.description,
    weight: raw.weight,
    ...langOf(raw.lang, options),
    ...(categoryLang === undefined ? {} : { categoryLang }),
  };
}

export function reshapeHeaderGroup(raw: VendorHeaderGroup, index: number, options: ReshapeOptions): HeaderGroup {
  return {
    id: raw.id ?? index + 1,
    name: raw.headername,
    products: raw.list_product.map((product) => reshapeProduct(product, options)),
  };
}

export function reshapeTaxRate(raw: VendorTax): TaxRate {
  return { id: raw.id, province: raw.province, code: raw.province_code, gstHst: raw.gst_hst_tax, pst: raw.pst_tax };
}

export function reshapeAddress(raw: VendorAddress): Address {
  const name = [raw.firstname, raw.lastname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  return {
    id: raw.id,
    firstName: raw.firstname,
    lastName: raw.lastname,
    name,
    email: raw.email,
    mobile: raw.mobileno,
    street: raw.address1,
    locality: raw.address2,
    city: raw.city,
    // Some resellers fill only STATE, some only province.
    province: raw.province || raw.STATE,
    zip: raw.pincode,
    country: raw.country,
    isDefault: raw.is_default,
  };
}

/** The address form (SPEC.md section 5) as the shop API's insert_Customeraddress payload. */
export function addressPayload(form: AddressForm, province: string, customerId: number) {
  return {
    name: form.name,
    email: form.email,
    mobile: form.mobile,
    address1: form.street,
    address2: form.locality,
    country: ADDRESS_COUNTRY,
    city: form.city,
    district: "",
    pincode: form.zip,
    state: province,
    province,
    userid: customerId,
  };
}

/** A paid order as the shop API's insert_order body (shop-api/README.md): amounts in paise. */
export function insertOrderPayload(order: PaidOrder) {
  return {
    userid: order.customerId,
    payment_intent_id: order.paymentReference,
    address_id: order.addressId,
    items: order.lines.map((line) => ({
      prod_id: line.id,
      unit: line.unit,
      ...(line.size ? { size: line.size } : {}),
      ...(line.color ? { color: line.color } : {}),
    })),
    subtotal_paise: order.subtotalPaise,
    hst_paise: order.hstPaise,
    pst_paise: order.pstPaise,
    total_paise: order.totalPaise,
  };
}

export function reshapeCartItem(raw: VendorCartItem, options: ReshapeOptions): CartItem {
  return {
    id: raw.id,
    name: raw.name,
    category: raw.category,
    subcategory: raw.subcategory,
    imageUrl: productImageUrl(options.imageHost, raw.image),
    size: raw.size,
    color: raw.color,
    price: paiseFromRupees(raw.discountPrice),
    originalPrice: paiseFromRupees(raw.originalPrice ?? raw.discountPrice),
    unit: raw.Unit,
    stock: raw.quantity,
  };
}

function orNull(rupees: number | null): Paise | null {
  return rupees === null ? null : paiseFromRupees(rupees);
}

export function reshapeProductFacets(raw: VendorProductFacets): ProductFacets {
  return {
    sizes: raw.sizes,
    colors: raw.colors,
    inStock: raw.in_stock,
    price: { min: orNull(raw.price_min), max: orNull(raw.price_max) },
  };
}

export function reshapeClaimedRefund(raw: VendorClaimedRefund): ClaimedRefund {
  return {
    orderId: raw.order_id,
    customerId: raw.userid,
    paymentIntentId: raw.payment_intent_id,
    state: raw.refund_state,
    refundId: raw.refund_id,
    amountPaise: paiseFromRupees(raw.refund_amount),
    attempts: raw.refund_attempts,
  };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function deliveryAddress(raw: Record<string, unknown> | null): DeliveryAddress | null {
  if (!raw || Object.keys(raw).length === 0) return null;
  const name = text(raw.name) || [text(raw.firstname), text(raw.lastname)].filter(Boolean).join(" ");
  return {
    name,
    street: text(raw.address1),
    locality: text(raw.address2),
    city: text(raw.city),
    province: text(raw.province) || text(raw.STATE) || text(raw.state),
    zip: text(raw.pincode),
    country: text(raw.country),
    mobile: text(raw.mobileno) || text(raw.mobile),
  };
}

/** GetOrderDetails answers one row per order line; the app wants orders with lines, in order. */
/** A return as the app sees it: amounts in paise, its refund once it was received. */
export function reshapeReturn(raw: VendorReturn): OrderReturn {
  const amount = paiseFromRupees(raw.refund_amount);
  return {
    id: raw.return_id,
    number: raw.number,
    orderId: raw.order_id,
    state: raw.state,
    reason: raw.reason,
    comment: raw.comment,
    requestedAt: raw.created_at,
    receivedAt: raw.received_at,
    refundedAt: raw.refunded_at,
    lines: raw.lines.map((line) => ({ lineId: line.order_item_id, units: line.units })),
    subtotal: paiseFromRupees(raw.subtotal),
    tax: paiseFromRupees(raw.tax),
    amount,
    refund: raw.refund_state ? { state: raw.refund_state, amount, cardLast4: raw.refund_card_last4 } : null,
  };
}

export function reshapeOrders(rows: readonly VendorOrderLine[], options: ReshapeOptions): Order[] {
  const orders = new Map<number, Order>();
  for (const [index, row] of rows.entries()) {
    let order = orders.get(row.CoOrderID);
    if (!order) {
      order = {
        id: row.CoOrderID,
        status: row.CoOrderStatus,
        paymentMode: row.CoPaymentMode,
        paymentReference: row.CoPaymentReference,
        placedAt: row.CoOrderDate,
        packedAt: row.CoPackedDate,
        shippedAt: row.CoShippedDate,
        deliveredAt: row.CoDeliveredDate,
        expectedDelivery: row.CoExpectedDelivery,
        cancelledAt: row.CoCancelledDate,
        cancelReason: row.CoCancelReason,
        cancelComment: row.CoCancelComment,
        refund: row.CoRefundState
          ? {
              state: row.CoRefundState,
              amount: paiseFromRupees(row.CoRefundAmount ?? row.CoOrderTotal ?? 0),
              cardLast4: row.CoRefundCardLast4,
            }
          : null,
        events:
          row.CoEvents?.map((event) => ({
            status: event.status,
            at: event.at,
            carrier: event.carrier,
            trackingNumber: event.tracking_number,
            trackingUrl: event.tracking_url,
          })) ?? null,
        returns: (row.CoReturns ?? []).map(reshapeReturn),
        subtotal: orNull(row.CoSubtotal),
        hst: orNull(row.CoHST),
        pst: orNull(row.CoPST),
        total: paiseFromRupees(row.CoOrderTotal ?? 0),
        addressId: row.CoAddressID,
        deliveryAddress: deliveryAddress(row.CoAddress),
        cancellable: isCancellable(row.CoOrderStatus),
        lines: [],
      };
      orders.set(row.CoOrderID, order);
    }
    order.lines.push({
      id: row.CoOrderItemID ?? index + 1,
      productId: row.CoProductID,
      name: row.CoProduct,
      imageUrl: productImageUrl(options.imageHost, row.CoSmallImage),
      description: row.CoDescription,
      condition: row.ItemCondition,
      size: row.CoSize,
      color: row.CoColor,
      quantity: row.CoQuantity,
      unitPrice: paiseFromRupees(row.StandardPrice),
      originalPrice: orNull(row.CoMRP),
      lineTotal: paiseFromRupees(row.CoTotalPrice),
    });
  }
  for (const order of orders.values()) {
    // Without the order-level total, the lines are all there is.
    if (order.total === 0) order.total = sumPaise(order.lines.map((line) => line.lineTotal));
  }
  return [...orders.values()];
}
