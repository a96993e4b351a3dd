import { PageTitle } from "../../components/page-title";

/** Placeholder: replaced by the screen's feature. */
function PlaceholderRoute() {
  return <PageTitle>address-form</PageTitle>;
}

export { PlaceholderRoute as Component };
