import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PageTitle } from "@/components/page-title";
import { Skeleton } from "@/components/skeleton";
import { useCategories } from "@/features/catalogue/api/get-categories";
import { useProducts } from "@/features/catalogue/api/get-products";
import { usePageParam } from "@/features/catalogue/hooks/use-page-param";
import { findBySlugs } from "@/features/catalogue/utils/category-lookup";
import { Breadcrumb } from "./breadcrumb";
import { ProductListing } from "./product-listing";

interface SubcategoryScreenProps {
  groupSlug: string;
  subcategorySlug: string;
  /** A page of its own (/baby-care, /studio/design) names itself; the default is the subcategory's name. */
  title?: string;
  /** Words about the page above the products. */
  intro?: ReactNode;
  /** Heading of the product list when an intro comes first. */
  listTitle?: string;
}

/**
 * One subcategory's products, reached by its slugs (/men/shirts, /kids/baby-care). The slugs
 * are resolved through the category tree, so the page follows whatever ids the shop API has.
 */
export function SubcategoryScreen({ groupSlug, subcategorySlug, title, intro, listTitle }: SubcategoryScreenProps) {
  const categories = useCategories();
  const { page, goToPage } = usePageParam();
  const found = categories.status === "loaded" ? findBySlugs(categories.categories, groupSlug, subcategorySlug) : null;
  const products = useProducts(found ? { subcat: found.subcategory.id, page } : null);

  if (categories.status === "error") {
    return (
      <div className="listing-page">
        <PageTitle>{title ?? "Products"}</PageTitle>
        <h1 className="listing-page__title">{title ?? "Products"}</h1>
        <p className="listing__error" role="alert">
          Error: {categories.message}
        </p>
      </div>
    );
  }

  if (categories.status === "loaded" && !found) return <CategoryNotFound path={`/${groupSlug}/${subcategorySlug}`} />;

  const heading = title ?? found?.subcategory.name;
  return (
    <div className="listing-page">
      {heading && <PageTitle>{found ? `${heading} – ${found.group.name}` : heading}</PageTitle>}
      <div className="listing-page__head">
        {found ? (
          <Breadcrumb
            crumbs={[
              { label: "All products", to: "/all-product" },
              { label: found.group.name, to: `/filter-side?cat=${found.group.id}` },
              { label: found.subcategory.name },
            ]}
          />
        ) : (
          <Skeleton className="listing-page__crumb-skeleton" />
        )}
        <h1 className="listing-page__title">
          {heading ?? (
            <>
              <span className="visually-hidden">Loading...</span>
              <Skeleton className="listing-page__title-skeleton" />
            </>
          )}
        </h1>
        {intro}
        <p className="listing-page__meta">
          <Link
            to={found ? `/filter-side?subcat=${found.subcategory.id}` : "/all-product"}
            className="listing-page__filters-link"
          >
            Filter by price and category
          </Link>
        </p>
      </div>
      <section aria-labelledby="listing-title">
        <h2 id="listing-title" className={listTitle ? "listing-page__section-title" : "visually-hidden"}>
          {listTitle ?? "Products"}
        </h2>
        <ProductListing state={products} onPageChange={goToPage} />
      </section>
    </div>
  );
}

/** Slugs that name no subcategory: say so and offer ways on, never a blank page. */
export function CategoryNotFound({ path }: { path: string }) {
  const categories = useCategories();
  return (
    <div className="listing-page">
      <PageTitle>Category not found</PageTitle>
      <div className="listing__empty">
        <h1 className="listing-page__title">Category not found.</h1>
        <p>{`We could not find a category at ${path}.`}</p>
        <div className="suggestions">
          <p>Browse one of these instead:</p>
          <ul className="suggestions__links">
            <li>
              <Link to="/all-product">All products</Link>
            </li>
            {categories.status === "loaded" &&
              categories.categories.map((group) => (
                <li key={group.id}>
                  <Link to={`/filter-side?cat=${group.id}`}>{group.name}</Link>
                </li>
              ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
