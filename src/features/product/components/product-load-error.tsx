import { LoadFailure } from "@/components/load-failure";
import { PageTitle } from "@/components/page-title";
import "./product.css";

/** The product exists as far as we know, but the shop could not be asked (network, 5xx). */
export function ProductLoadError() {
  return (
    <section className="product-missing">
      <PageTitle>Product unavailable</PageTitle>
      <h1>This product could not be loaded.</h1>
      <LoadFailure message="The shop did not answer. Check your connection and try again." />
    </section>
  );
}
