// The orders and order_items tables as D1 returns them (migrations/0001_init.sql).

import type { Paise } from "@domain/money";
import type { OrderStatus } from "@domain/order";
import type { RefundState } from "@domain/order-refund";

export type { OrderStatus };

export interface OrderRow {
  id: number;
  customer_id: number;
  payment_intent_id: string;
  address_id: number | null;
  address_snapshot: string;
  status: OrderStatus;
  payment_mode: string;
  subtotal_paise: Paise;
  hst_paise: Paise;
  pst_paise: Paise;
  total_paise: Paise;
  created_at: string;
  packed_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  expected_delivery: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  cancel_comment: string | null;
  refund_state: RefundState | null;
  refund_amount_paise: Paise | null;
  refund_card_last4: string | null;
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
  unit_price_paise: Paise;
  mrp_paise: Paise;
}
