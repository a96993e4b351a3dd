import { Link } from "react-router";
import { PageTitle } from "@/components/page-title";
import "./product.css";

/** SPEC.md section 2: an id with no product behind it. */
export function ProductNotFound() {
  return (
    <section className="product-missing">
      <PageTitle>Product not found</PageTitle>
      <h1>Product not found.</h1>
      <p>The product may have been removed, or the link is mistyped.</p>
      <p>
        <Link to="/all-product" className="button">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
