// Placeholder: being built (issue 4).
function WalletRoute() {
  return <h1>wallet</h1>;
}

export { WalletRoute as Component };
