/**
 * The tax receipt of one paid order (GET /api/orders/{id}/receipt): the order as the shop API
 * keeps it, the rates its HST and PST were charged at, and the seller. The shop API stores the amounts and
 * the delivery address, not the rates, so they are read back from the tax table.
 */
import * as v from "valibot";
import { taxPaise } from "./money";
import { OrderSchema, type DeliveryAddress, type Order } from "./order";
import { findTaxRate, type TaxRate } from "./tax";

export const ReceiptTaxSchema = v.object({
  province: v.string(),
  /** GST or HST, in percent. */
  gstHst: v.number(),
  /** PST (or QST), in percent. */
  pst: v.number(),
});
export type ReceiptTax = v.InferOutput<typeof ReceiptTaxSchema>;

/**
 * The seller a Canadian tax receipt names: legal name, mailing address, and the GST/HST and QST
 * registration numbers, from the functions' settings (functions/_shared/config.ts).
 */
export const ReceiptSellerSchema = v.object({
  legalName: v.string(),
  postalAddress: v.string(),
  gstHstNumber: v.string(),
  qstNumber: v.string(),
});
export type ReceiptSeller = v.InferOutput<typeof ReceiptSellerSchema>;

export const ReceiptSchema = v.object({
  order: OrderSchema,
  seller: ReceiptSellerSchema,
  /** null when the rates the order was taxed at cannot be told (see receiptTax). */
  tax: v.nullable(ReceiptTaxSchema),
});
export type Receipt = v.InferOutput<typeof ReceiptSchema>;

export const ReceiptResponseSchema = v.object({ receipt: ReceiptSchema });
export type ReceiptResponse = v.InferOutput<typeof ReceiptResponseSchema>;

/** What receiptTax reads of an order. */
export type TaxedOrder = Pick<Order, "subtotal" | "hst" | "pst"> & {
  deliveryAddress: Pick<DeliveryAddress, "province"> | null;
};

/**
 * The rates an order was taxed at: its delivery province's row of the tax table, when that row
 * gives exactly the HST and PST charged on the order's subtotal (SPEC.md section 9's rule, as
 * checkout applied it). A receipt must not state a rate the amounts were not computed with, so a
 * table changed since, a province no longer in it, or an order without its breakdown gives null.
 */
export function receiptTax(order: TaxedOrder, rates: readonly TaxRate[]): ReceiptTax | null {
  if (order.subtotal === null || order.hst === null || order.pst === null || !order.deliveryAddress) return null;
  const rate = findTaxRate(rates, order.deliveryAddress.province);
  if (!rate) return null;
  const charged =
    taxPaise(order.subtotal, rate.gstHst) === order.hst && taxPaise(order.subtotal, rate.pst) === order.pst;
  return charged ? { province: rate.province, gstHst: rate.gstHst, pst: rate.pst } : null;
}
