// The one conversion of money (decision 027): the shop API's rupees, numbers or numeric text as
// some resellers send them, become whole paise in the reshape, and nowhere after it.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/domain/money-text";
import { reshapeCartItem, VendorCartListSchema } from "@functions/_shared/shop-api/cart";
import { reshapeProduct, VendorProductSchema } from "@functions/_shared/shop-api/catalogue";
import { reshapeOrders, VendorOrderListSchema } from "@functions/_shared/shop-api/orders";
import { reshapeClaimedRefund, VendorClaimedRefundsSchema } from "@functions/_shared/shop-api/refunds";
import { reshapeProductFacets, VendorProductPageSchema } from "@functions/_shared/shop-api/search";

const options = { imageHost: "http://img.test" };

describe("the reshape turns the shop API's rupees into paise once", () => {
  it("for a product, from numbers and from numeric text, without float noise", () => {
    const raw = v.parse(VendorProductSchema, {
      id: 7,
      name: "Palette",
      originalPrice: "1299.50",
      discountPrice: 0.1 + 0.2,
    });
    const product = reshapeProduct(raw, options);
    expect(product.originalPrice).toBe(129_950);
    expect(product.discountPrice).toBe(30);
    expect(formatMoney(product.originalPrice)).toBe("₹1,299.50");
  });

  it("for a cart line, its original price falling back to the discount price", () => {
    const [raw] = v.parse(VendorCartListSchema, {
      status: "true",
      data: [
        { id: 3, name: "Kurta", image: "", discountPrice: 649, Unit: 2, quantity: 5 },
        { id: 4, name: "Tote", image: "", discountPrice: 350.5, originalPrice: 499, Unit: 1, quantity: 5 },
      ],
    }).data;
    const line = reshapeCartItem(raw!, options);
    expect({ price: line.price, originalPrice: line.originalPrice }).toEqual({ price: 64_900, originalPrice: 64_900 });
  });

  it("for an order's lines, totals and refund, and the total from the lines when the order has none", () => {
    const rows = v.parse(VendorOrderListSchema, {
      status: "true",
      data: [
        {
          CoOrderID: 5,
          CoProduct: "Kurta",
          CoSmallImage: "",
          CoOrderStatus: "Cancelled",
          StandardPrice: 649.5,
          CoQuantity: 2,
          CoPaymentMode: "Card",
          CoTotalPrice: 1299,
          CoRefundState: "refunded",
          CoRefundAmount: 1299,
        },
        {
          CoOrderID: 5,
          CoProduct: "Tote",
          CoSmallImage: "",
          CoOrderStatus: "Cancelled",
          StandardPrice: "350.25",
          CoQuantity: 1,
          CoPaymentMode: "Card",
          CoTotalPrice: "350.25",
        },
      ],
    }).data;
    const [order] = reshapeOrders(rows, options);
    expect(order?.lines.map((line) => [line.unitPrice, line.lineTotal])).toEqual([
      [64_950, 129_900],
      [35_025, 35_025],
    ]);
    expect(order?.total).toBe(164_925);
    expect(order?.subtotal).toBeNull();
    expect(order?.refund?.amount).toBe(129_900);
  });

  it("for the catalogue's price facet and a refund that is due", () => {
    const page = v.parse(VendorProductPageSchema, {
      status: "true",
      data: [],
      total: 0,
      facets: { sizes: [], colors: [], in_stock: 0, price_min: 99.5, price_max: null },
    });
    expect(reshapeProductFacets(page.facets).price).toEqual({ min: 9_950, max: null });
    const [due] = v.parse(VendorClaimedRefundsSchema, {
      status: "true",
      data: [
        {
          order_id: 5,
          userid: 2,
          payment_intent_id: "pi_1",
          refund_state: "requested",
          refund_amount: 1862.24,
          refund_attempts: 0,
        },
      ],
    }).data;
    expect(reshapeClaimedRefund(due!).amountPaise).toBe(186_224);
  });
});
