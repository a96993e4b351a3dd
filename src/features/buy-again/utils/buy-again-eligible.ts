/** Issue 16: an order that is over (delivered, or cancelled) offers to buy its products again. */
export function offersBuyAgain(status: string): boolean {
  return status === "Delivered" || status === "Cancelled";
}
