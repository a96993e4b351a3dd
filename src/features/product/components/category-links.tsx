import { Link } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { ProductListingPaths } from "@/domain/listing-paths";
import type { Product } from "@/domain/product";

/** Category › subcategory, each a link to its listing's canonical URL (productListingPaths). */
export function CategoryLinks({
  product,
  paths,
}: {
  product: Pick<Product, "category" | "subcategory" | "categoryLang">;
  paths: ProductListingPaths;
}) {
  const { path } = useI18n();
  return (
    <span lang={product.categoryLang}>
      {paths.group !== null ? <Link to={path(paths.group)}>{product.category}</Link> : product.category}
      {product.subcategory && (
        <>
          <span aria-hidden="true"> › </span>
          <span className="visually-hidden">, </span>
          {paths.subcategory !== null ? (
            <Link to={path(paths.subcategory)}>{product.subcategory}</Link>
          ) : (
            product.subcategory
          )}
        </>
      )}
    </span>
  );
}
