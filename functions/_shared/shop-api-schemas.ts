/**
 * The shop API's own payload shapes (SPEC.md section 7), vendor field names and all. Only the
 * shop API client and its reshape functions use these: nothing past functions/_shared sees them.
 */
import { CART_ADD_OUTCOMES } from "@domain/cart-write";
import { LocaleSchema, OptionalLocaleSchema } from "@domain/locale-schema";
import * as v from "valibot";
import { REFUND_STATES } from "@domain/order-refund";
import { RETURN_STATES } from "@domain/order-return";
import { FULFILMENT_STATUSES } from "@domain/order-fulfilment";
import { MESSAGE_KINDS } from "@domain/outbox";
import { LOCALES } from "@domain/locale";

/** Vendor ids arrive as numbers, and from some resellers as numeric strings. */
export const VendorIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.regex(/^[1-9]\d*$/), v.transform(Number)),
]);

/**
 * The language a text is in, as the reference shop API says when asked for one (migration 0016);
 * a vendor saying nothing, or something else, is taken as English.
 */
const VendorLang = v.fallback(v.optional(v.picklist(LOCALES)), undefined);

export const VendorSubcategorySchema = v.object({
  subcategory_id: VendorIdSchema,
  subcategory_desc: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  cosubcategory_image: v.optional(v.nullable(v.string()), null),
  slug: v.optional(v.string()),
  lang: VendorLang,
});
export type VendorSubcategory = v.InferOutput<typeof VendorSubcategorySchema>;

export const VendorCategorySchema = v.object({
  category_id: VendorIdSchema,
  category_desc: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  slug: v.optional(v.string()),
  // A category without subcategories may come back with the list missing or null.
  Subcategories: v.optional(v.nullable(v.array(VendorSubcategorySchema)), null),
  lang: VendorLang,
});
export type VendorCategory = v.InferOutput<typeof VendorCategorySchema>;

/** Success, as section 7 writes it (the string 'true'), or as a boolean from some resellers. */
export const VendorOkStatus = v.union([v.literal("true"), v.literal(true)]);

/** The `{status: 'true', data: [...]}` envelope around list responses. */
export function vendorListEnvelope<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    status: VendorOkStatus,
    message: v.optional(v.string()),
    data: v.array(item),
  });
}

export const GetAllCategoryResponseSchema = vendorListEnvelope(VendorCategorySchema);

const Text = v.optional(v.nullable(v.string()), "");
const TextOut = v.pipe(
  Text,
  v.transform((text) => text ?? ""),
);
/** Rupee amounts come as numbers, and from some resellers as numeric strings. */
const VendorRupees = v.union([
  v.pipe(v.number(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number)),
]);
const VendorCount = v.optional(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  0,
);
const StringList = v.pipe(
  v.optional(v.nullable(v.array(v.unknown())), []),
  v.transform((list) => (list ?? []).filter((item): item is string => typeof item === "string" && item.trim() !== "")),
);

export const VendorProductSchema = v.object({
  id: VendorIdSchema,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  category: TextOut,
  category_id: v.optional(v.nullable(VendorIdSchema), null),
  subcategory: TextOut,
  subcategory_id: v.optional(v.nullable(VendorIdSchema), null),
  image: TextOut,
  thumbnail: v.pipe(
    v.optional(v.nullable(v.array(v.union([v.string(), v.object({ CoImage: v.nullable(v.string()) })]))), []),
    v.transform((list) =>
      (list ?? [])
        .map((item) => (typeof item === "string" ? item : (item.CoImage ?? "")))
        .filter((name) => name.trim() !== ""),
    ),
  ),
  originalPrice: VendorRupees,
  discountPrice: VendorRupees,
  onSale: v.optional(v.union([v.boolean(), v.picklist([0, 1, "0", "1", "true", "false"])]), false),
  quantity: VendorCount,
  rating: v.optional(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))]), 0),
  ratings: VendorCount,
  badge: TextOut,
  badge1: TextOut,
  searchText: TextOut,
  size: StringList,
  color: StringList,
  material: TextOut,
  description: TextOut,
  weight: TextOut,
  lang: VendorLang,
  category_lang: VendorLang,
});
export type VendorProduct = v.InferOutput<typeof VendorProductSchema>;
export const VendorProductListSchema = vendorListEnvelope(VendorProductSchema);

const FacetCount = v.pipe(v.number(), v.integer(), v.minValue(0));
const VendorFacetValues = v.array(v.object({ value: v.string(), count: FacetCount }));

/** GetProductPage (reference API extension, shop-api/README.md): a page, its total and facets. */
export const VendorProductPageSchema = v.object({
  status: VendorOkStatus,
  message: v.optional(v.string()),
  data: v.array(VendorProductSchema),
  total: FacetCount,
  facets: v.object({
    sizes: VendorFacetValues,
    colors: VendorFacetValues,
    in_stock: FacetCount,
    price_min: v.nullable(v.pipe(v.number(), v.minValue(0))),
    price_max: v.nullable(v.pipe(v.number(), v.minValue(0))),
  }),
  /** Said when the shop API corrected a word of q (issue 44). */
  corrected_q: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(400))),
});
export type VendorProductFacets = v.InferOutput<typeof VendorProductPageSchema>["facets"];

/** GetSearchFallback (reference API extension, issue 44): what a search that found nothing offers. */
export const VendorSearchFallbackSchema = v.object({
  status: VendorOkStatus,
  data: v.object({
    subcategories: v.array(v.object({ subcategory_id: VendorIdSchema })),
    products: v.array(VendorProductSchema),
  }),
});

/** GetSearchSuggestions (reference API extension): subcategories, then products. */
export const VendorSuggestionListSchema = vendorListEnvelope(
  v.variant("type", [
    v.object({
      type: v.literal("subcategory"),
      label: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      subcategory_id: VendorIdSchema,
      category: TextOut,
    }),
    v.object({
      type: v.literal("product"),
      label: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      product_id: VendorIdSchema,
    }),
  ]),
);

export const VendorHeaderGroupSchema = v.object({
  id: v.optional(VendorIdSchema),
  headername: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  list_product: v.pipe(
    v.optional(v.nullable(v.array(VendorProductSchema)), []),
    v.transform((list) => list ?? []),
  ),
});
export type VendorHeaderGroup = v.InferOutput<typeof VendorHeaderGroupSchema>;
export const VendorHeaderGroupListSchema = vendorListEnvelope(VendorHeaderGroupSchema);

/** GET /api/GetProductUpdates (reference API extension): when each product's row last changed. */
export const VendorProductUpdateListSchema = vendorListEnvelope(
  v.object({ id: VendorIdSchema, updated_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())) }),
);

export const VendorLogoListSchema = vendorListEnvelope(
  v.object({ logo: v.pipe(v.string(), v.trim(), v.nonEmpty()), name: TextOut }),
);

const Percent = v.union([
  v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number), v.maxValue(100)),
]);
export const VendorTaxSchema = v.object({
  id: VendorIdSchema,
  province: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  province_code: TextOut,
  gst_hst_tax: Percent,
  pst_tax: Percent,
});
export type VendorTax = v.InferOutput<typeof VendorTaxSchema>;
export const VendorTaxListSchema = vendorListEnvelope(VendorTaxSchema);

export const VendorAddressSchema = v.object({
  id: VendorIdSchema,
  firstname: TextOut,
  lastname: TextOut,
  email: TextOut,
  address1: TextOut,
  address2: TextOut,
  city: TextOut,
  district: TextOut,
  STATE: TextOut,
  province: TextOut,
  pincode: v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()])), ""),
    v.transform((zip) => String(zip ?? "")),
  ),
  mobileno: v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()])), ""),
    v.transform((mobile) => String(mobile ?? "")),
  ),
  country: TextOut,
  // The storefront's extension (decision 058); a reseller without it marks none.
  is_default: v.optional(v.boolean(), false),
});
export type VendorAddress = v.InferOutput<typeof VendorAddressSchema>;
export const VendorAddressListSchema = vendorListEnvelope(VendorAddressSchema);

export const VendorCartItemSchema = v.object({
  id: VendorIdSchema,
  image: TextOut,
  name: v.string(),
  category: TextOut,
  subcategory: TextOut,
  size: TextOut,
  color: TextOut,
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

const NullableText = v.optional(v.nullable(v.string()), null);

/** A return of order lines (issue 30, the returns extension): insert_return, GetOrderReturns, CoReturns. */
export const VendorReturnSchema = v.object({
  return_id: VendorIdSchema,
  number: v.pipe(v.string(), v.nonEmpty()),
  order_id: VendorIdSchema,
  state: v.picklist(RETURN_STATES),
  reason: TextOut,
  comment: TextOut,
  created_at: v.string(),
  received_at: NullableText,
  refunded_at: NullableText,
  lines: v.array(v.object({ order_item_id: VendorIdSchema, units: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  subtotal: VendorRupees,
  tax: VendorRupees,
  refund_amount: VendorRupees,
  refund_state: v.optional(v.nullable(v.picklist(REFUND_STATES)), null),
  refund_card_last4: NullableText,
});
export type VendorReturn = v.InferOutput<typeof VendorReturnSchema>;

export const VendorReturnListSchema = v.object({
  status: VendorOkStatus,
  data: v.array(VendorReturnSchema),
});

/** mark_return_received: whether this call changed it, and the return as it now is. */
export const VendorReceivedReturnSchema = v.object({
  status: VendorOkStatus,
  received: v.boolean(),
  data: v.array(VendorReturnSchema),
});

/** claim_return_refunds: the open refunds of received returns now due, each leased to the caller. */
export const VendorClaimedReturnRefundsSchema = v.object({
  status: VendorOkStatus,
  data: v.array(
    v.object({
      return_id: VendorIdSchema,
      order_id: VendorIdSchema,
      userid: VendorIdSchema,
      payment_intent_id: v.pipe(v.string(), v.nonEmpty()),
      refund_state: v.picklist(REFUND_STATES),
      refund_amount: VendorRupees,
    }),
  ),
});

/** record_return_refund: whether the state changed, and the return as it now is. */
export const VendorRecordedReturnRefundSchema = v.object({
  status: VendorOkStatus,
  recorded: v.boolean(),
  data: v.array(VendorReturnSchema),
});

/** A step of an order's fulfilment (issue 42, the fulfilment extension): CoEvents. */
const VendorOrderEventSchema = v.object({
  status: v.picklist(FULFILMENT_STATUSES),
  at: v.string(),
  carrier: NullableText,
  tracking_number: NullableText,
  tracking_url: NullableText,
});

export const VendorOrderLineSchema = v.object({
  CoOrderID: VendorIdSchema,
  CoOrderItemID: v.optional(VendorIdSchema),
  CoProductID: v.optional(v.nullable(VendorIdSchema), null),
  CoProduct: TextOut,
  CoSmallImage: TextOut,
  CoSize: TextOut,
  CoColor: TextOut,
  CoOrderStatus: TextOut,
  StandardPrice: VendorRupees,
  CoMRP: v.optional(v.nullable(VendorRupees), null),
  CoQuantity: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  CoPaymentMode: TextOut,
  CoPaymentReference: NullableText,
  CoDescription: TextOut,
  ItemCondition: TextOut,
  CoTotalPrice: VendorRupees,
  CoSubtotal: v.optional(v.nullable(VendorRupees), null),
  CoHST: v.optional(v.nullable(VendorRupees), null),
  CoPST: v.optional(v.nullable(VendorRupees), null),
  CoOrderTotal: v.optional(v.nullable(VendorRupees), null),
  CoOrderDate: NullableText,
  CoPackedDate: NullableText,
  CoShippedDate: NullableText,
  CoDeliveredDate: NullableText,
  CoExpectedDelivery: NullableText,
  CoCancelledDate: NullableText,
  CoCancelReason: NullableText,
  CoCancelComment: NullableText,
  CoAddressID: v.optional(v.nullable(VendorIdSchema), null),
  CoAddress: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  // The refund extension (issue 25); a vendor API without it sends none.
  CoRefundState: v.optional(v.nullable(v.picklist(REFUND_STATES)), null),
  CoRefundAmount: v.optional(v.nullable(VendorRupees), null),
  CoRefundCardLast4: NullableText,
  // The returns extension (issue 30): the order's returns on each of its rows.
  CoReturns: v.optional(v.nullable(v.array(VendorReturnSchema)), null),
  // The fulfilment extension (issue 42): the order's steps, oldest first; none from a vendor API without it.
  CoEvents: v.optional(v.nullable(v.array(VendorOrderEventSchema)), null),
});
export type VendorOrderLine = v.InferOutput<typeof VendorOrderLineSchema>;
// SPEC.md section 8: non-array order data is treated as empty.
export const VendorOrderListSchema = v.object({
  status: VendorOkStatus,
  message: v.optional(v.string()),
  data: v.pipe(
    v.unknown(),
    v.transform((data) => (Array.isArray(data) ? data : [])),
    v.array(VendorOrderLineSchema),
  ),
});

export const VendorUserListSchema = vendorListEnvelope(
  v.object({
    id: VendorIdSchema,
    user_name: v.pipe(
      v.optional(v.nullable(v.string()), ""),
      v.transform((name) => name ?? ""),
    ),
  }),
);

/** Calls whose data we do not read (delete, clear): just the success envelope. */
export const VendorOkSchema = v.object({
  status: VendorOkStatus,
  message: v.optional(v.string()),
});

/** claim_order_refunds: the open refunds now due, each leased to the caller. */
export const VendorClaimedRefundsSchema = v.object({
  status: VendorOkStatus,
  data: v.array(
    v.object({
      order_id: VendorIdSchema,
      userid: VendorIdSchema,
      payment_intent_id: v.pipe(v.string(), v.nonEmpty()),
      refund_state: v.picklist(REFUND_STATES),
      refund_id: v.optional(v.nullable(v.string()), null),
      refund_amount: VendorRupees,
      refund_attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
});

export type VendorClaimedRefund = v.InferOutput<typeof VendorClaimedRefundsSchema>["data"][number];

/** record_order_refund: whether the state changed, and the order as it now is. */
export const VendorRecordedRefundSchema = v.object({
  status: VendorOkStatus,
  recorded: v.boolean(),
  data: v.array(VendorOrderLineSchema),
});

/** claim_outbox_messages (issue 27): customer messages now due, each leased to the caller. */
export const VendorClaimedMessagesSchema = v.object({
  status: VendorOkStatus,
  data: v.array(
    v.object({
      key: v.pipe(v.string(), v.nonEmpty()),
      kind: v.picklist(MESSAGE_KINDS),
      order_id: v.nullable(VendorIdSchema),
      // None for a contact message, which is for the shop and carries its sender in payload.
      userid: v.nullable(VendorIdSchema),
      email: v.nullable(v.pipe(v.string(), v.nonEmpty())),
      name: v.string(),
      payload: v.optional(v.unknown(), null),
      attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
      created_at: v.string(),
      // The language it was written in; a shop API from before the customer's language writes English.
      locale: OptionalLocaleSchema,
    }),
  ),
});

/** enqueue_contact_message: whether a new message was written (not for a key already there). */
export const VendorEnqueuedMessageSchema = v.object({ status: VendorOkStatus, created: v.boolean() });

/** enqueue_back_in_stock_messages (decision 028): the keys of the messages written just now. */
export const VendorEnqueuedBackInStockSchema = v.object({
  status: VendorOkStatus,
  created: v.array(v.pipe(v.string(), v.nonEmpty())),
});

/** record_outbox_message: whether the message changed, and whether it was given up just now. */
export const VendorRecordedMessageSchema = v.object({
  status: VendorOkStatus,
  recorded: v.boolean(),
  gave_up: v.boolean(),
});

export const VendorInsertOrderSchema = v.object({
  status: VendorOkStatus,
  message: v.optional(v.string()),
  created: v.optional(v.boolean(), true),
  data: v.array(VendorOrderLineSchema),
});

/** POST /api/create_password_reset (extension): the customer to write to, none for an unknown email. */
export const VendorPasswordResetSchema = v.object({
  status: VendorOkStatus,
  data: v.array(
    v.object({
      userid: VendorIdSchema,
      email: v.pipe(v.string(), v.nonEmpty()),
      name: v.string(),
      // A shop API from before the customer's language (or a vendor's) writes English.
      locale: OptionalLocaleSchema,
    }),
  ),
});

/** get_customer_locale and update_customer_locale (extension): the language of the customer's emails. */
export const VendorCustomerLocaleSchema = v.object({ status: VendorOkStatus, locale: LocaleSchema });

/** POST /api/use_password_reset (extension): the customer whose password changed, and the link's id. */
export const VendorUsedPasswordResetSchema = v.object({
  status: VendorOkStatus,
  reset_id: VendorIdSchema,
  data: v.array(v.object({ id: VendorIdSchema, user_name: v.string() })),
});

/** A published review as the shop API sends it (GetProductReviews, get_customer_review, insert/update_review). */
export const VendorReviewSchema = v.object({
  id: v.number(),
  product_id: v.number(),
  rating: v.number(),
  text: v.string(),
  author: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  verified_purchase: v.boolean(),
});
export type VendorReview = v.InferOutput<typeof VendorReviewSchema>;

export const VendorReviewListSchema = v.object({ status: VendorOkStatus, data: v.array(VendorReviewSchema) });

/** GetProductReviews: one page, newest first, with the count and the ratings' distribution. */
export const VendorReviewPageSchema = v.object({
  status: VendorOkStatus,
  data: v.array(VendorReviewSchema),
  total: v.number(),
  distribution: v.array(v.number()),
  page: v.number(),
  page_size: v.number(),
});
