import { Loading } from "../../components/loading";
import { useCategories } from "../../features/catalogue/api/get-categories";
import { CategoryList } from "../../features/catalogue/components/category-list";

function HomeRoute() {
  const categories = useCategories();
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title">Shop by category</h1>
      {categories.status === "loading" && <Loading label="Loading categories..." />}
      {categories.status === "error" && (
        <p className="error-text" role="alert">
          Error: {categories.message}
        </p>
      )}
      {categories.status === "loaded" && <CategoryList categories={categories.categories} />}
    </section>
  );
}

export { HomeRoute as Component };
