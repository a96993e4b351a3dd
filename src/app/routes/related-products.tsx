// Placeholder: being built (issue 4).
function RelatedProductsRoute() {
  return <h1>related-products</h1>;
}

export { RelatedProductsRoute as Component };
