/** Placeholder (issue 6): replaced by the real screen. */
function PaymentRoute() {
  return <h1>Payment</h1>;
}

export { PaymentRoute as Component };
