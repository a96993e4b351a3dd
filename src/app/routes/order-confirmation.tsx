/** Placeholder (issue 6): replaced by the real screen. */
function OrderConfirmationRoute() {
  return <h1>Order confirmation</h1>;
}

export { OrderConfirmationRoute as Component };
