// Placeholder: being built (issue 4).
function ProductRoute() {
  return <h1>product</h1>;
}

export { ProductRoute as Component };
