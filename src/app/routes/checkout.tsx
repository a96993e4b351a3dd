/** Placeholder (issue 6): replaced by the real screen. */
function CheckoutRoute() {
  return <h1>Checkout</h1>;
}

export { CheckoutRoute as Component };
