import { PageTitle } from "../../components/page-title";

/** Placeholder: replaced by the screen's feature. */
function PlaceholderRoute() {
  return <PageTitle>register</PageTitle>;
}

export { PlaceholderRoute as Component };
