// Placeholder: being built (issue 4).
function ContactRoute() {
  return <h1>contact</h1>;
}

export { ContactRoute as Component };
