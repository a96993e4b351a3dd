// Placeholder: being built (issue 4).
function BabyCareRoute() {
  return <h1>baby-care</h1>;
}

export { BabyCareRoute as Component };
