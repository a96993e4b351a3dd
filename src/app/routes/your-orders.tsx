/** Placeholder (issue 6): replaced by the real screen. */
function YourOrdersRoute() {
  return <h1>Your orders</h1>;
}

export { YourOrdersRoute as Component };
