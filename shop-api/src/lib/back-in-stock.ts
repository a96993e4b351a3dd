// The back-in-stock run's question (decisions 028 and 041), apart from the route so that a test
// can ask SQLite how it is answered.

/**
 * The alerts whose product is back since their last message, with that return's count and the
 * customer's language (the message's, decided now: decision 042; asked per row, so that a join
 * does not turn the planner to scanning every alert): from the
 * products that have returned and are in stock now, to their followers through
 * stock_alerts_by_product (migration 0018), never through every customer's alerts.
 */
export const ALERTS_TO_NOTIFY = `
  SELECT a.customer_id, a.product_id, r.restocks,
    (SELECT c.locale FROM customers c WHERE c.id = a.customer_id) AS locale
  FROM product_restocks r
  JOIN products p ON p.id = r.product_id AND p.quantity > 0
  JOIN stock_alerts a ON a.product_id = r.product_id
  WHERE a.notified_restock IS NOT r.restocks`;
