import type { Category } from "../../../domain/catalogue";

interface CategoryListProps {
  categories: readonly Category[];
}

/** The category tree: each menu group with its subcategories, linking to the catalogue. */
export function CategoryList({ categories }: CategoryListProps) {
  if (categories.length === 0) return <p className="muted">No categories yet.</p>;
  return (
    <ul className="category-list">
      {categories.map((category) => (
        <li key={category.id} className="category-card">
          <h3 className="category-card__name">{category.name}</h3>
          {category.subcategories.length > 0 && (
            <ul className="category-card__subcategories">
              {category.subcategories.map((subcategory) => (
                <li key={subcategory.id}>{subcategory.name}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
