// Placeholder: being built (issue 4).
function CompareRoute() {
  return <h1>compare</h1>;
}

export { CompareRoute as Component };
