import { Link } from "react-router-dom";
import { ProductCard } from "@/components/product-card";
import { Skeleton } from "@/components/skeleton";
import { TOAST_MS } from "@/components/toast";
import { WishlistToggle } from "@/components/wishlist-toggle";
import type { HeaderGroup } from "@/domain/product";
import type { HeaderGroupsState } from "@/features/home/api/get-header-groups";
import { groupLink } from "@/features/home/utils/pick-products";
import { ProductCardSkeleton } from "@/components/carousel-skeleton";
import "./home.css";

/** SPEC.md section 8. */
export const HEADER_GROUPS_ERROR = "Failed to fetch data";
const SKELETON_GROUPS = 2;
const SKELETON_CARDS = 8;

function GroupSection({ group }: { group: HeaderGroup }) {
  const headingId = `home-group-${group.id}`;
  const link = groupLink(group);
  return (
    <section className="home-section home-group" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__title">
          {group.name}
        </h2>
        <Link to={link.to} className="home-section__link">
          {link.label}
        </Link>
      </div>
      <ul className="product-grid home-group__grid">
        {group.products.map((product) => (
          <li key={product.id}>
            {/* SPEC.md section 4: toggling on the home list shows a 3 s toast. */}
            <ProductCard product={product} action={<WishlistToggle product={product} toastMs={TOAST_MS} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GroupsSkeleton() {
  return (
    <div className="home-groups" role="status">
      <span className="visually-hidden">Loading products...</span>
      {Array.from({ length: SKELETON_GROUPS }, (_, group) => (
        <div key={group} className="home-section home-group" aria-hidden="true">
          <div className="home-section__head">
            <Skeleton className="home-group__title-skeleton" />
          </div>
          <ul className="product-grid home-group__grid">
            {Array.from({ length: SKELETON_CARDS }, (_, card) => (
              <li key={card}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Every header group of GET /api/header-groups with its products (SPEC.md section 2). */
export function HeaderGroupLists({ state }: { state: HeaderGroupsState }) {
  if (state.status === "loading") return <GroupsSkeleton />;
  if (state.status === "error") {
    return (
      <p className="home-error" role="alert">
        {HEADER_GROUPS_ERROR}
      </p>
    );
  }
  return (
    <div className="home-groups">
      {state.data.groups.map((group) => (
        <GroupSection key={group.id} group={group} />
      ))}
    </div>
  );
}
