import { OrderResponseSchema, type CancelOrderBody, type Order } from "@/domain/order";
import { apiSend } from "@/lib/api-client";

/** POST /api/orders/{id}/cancel: the cancelled order, or ApiError (409 when it can no longer be cancelled). */
export async function cancelOrder(orderId: number, body: CancelOrderBody): Promise<Order> {
  const answer = await apiSend("POST", `/api/orders/${orderId}/cancel`, body, OrderResponseSchema);
  return answer.order;
}
