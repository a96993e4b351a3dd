/** Placeholder (issue 6): replaced by the real screen. */
function CancellationFormRoute() {
  return <h1>Cancel order</h1>;
}

export { CancellationFormRoute as Component };
