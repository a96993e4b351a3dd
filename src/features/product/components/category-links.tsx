import { Link } from "react-router-dom";
import type { Product } from "@/domain/product";

/** Category › subcategory, each a link into the catalogue (the shared URL contract). */
export function CategoryLinks({
  product,
}: {
  product: Pick<Product, "category" | "categoryId" | "subcategory" | "subcategoryId">;
}) {
  return (
    <>
      {product.categoryId !== null ? (
        <Link to={`/filter-side?cat=${product.categoryId}`}>{product.category}</Link>
      ) : (
        product.category
      )}
      {product.subcategory && (
        <>
          <span aria-hidden="true"> › </span>
          <span className="visually-hidden">, </span>
          {product.subcategoryId !== null ? (
            <Link to={`/filter-side?subcat=${product.subcategoryId}`}>{product.subcategory}</Link>
          ) : (
            product.subcategory
          )}
        </>
      )}
    </>
  );
}
