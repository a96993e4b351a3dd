// Placeholder: being built (issue 4).
function SubcategoryRoute() {
  return <h1>subcategory</h1>;
}

export { SubcategoryRoute as Component };
