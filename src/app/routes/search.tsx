// Placeholder: being built (issue 4).
function SearchRoute() {
  return <h1>search</h1>;
}

export { SearchRoute as Component };
