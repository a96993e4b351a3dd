// Placeholder: being built (issue 4).
function CatalogueRoute() {
  return <h1>catalogue</h1>;
}

export { CatalogueRoute as Component };
