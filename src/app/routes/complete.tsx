/** Placeholder (issue 6): replaced by the real screen. */
function CompleteRoute() {
  return <h1>Payment result</h1>;
}

export { CompleteRoute as Component };
