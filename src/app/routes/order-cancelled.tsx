/** Placeholder (issue 6): replaced by the real screen. */
function OrderCancelledRoute() {
  return <h1>Order cancelled</h1>;
}

export { OrderCancelledRoute as Component };
