import { PageTitle } from "../../components/page-title";

/** Placeholder: replaced by the screen's feature. */
function PlaceholderRoute() {
  return <PageTitle>your-address</PageTitle>;
}

export { PlaceholderRoute as Component };
