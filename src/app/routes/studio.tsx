// Placeholder: being built (issue 4).
function StudioRoute() {
  return <h1>studio</h1>;
}

export { StudioRoute as Component };
