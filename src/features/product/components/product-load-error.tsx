import { PageTitle } from "@/components/page-title";
import "./product.css";

/** The product exists as far as we know, but the shop could not be asked (network, 5xx). */
export function ProductLoadError() {
  return (
    <section className="product-missing" role="alert">
      <PageTitle>Product unavailable</PageTitle>
      <h1>This product could not be loaded.</h1>
      <p>The shop did not answer. Check your connection and try again.</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </p>
    </section>
  );
}
