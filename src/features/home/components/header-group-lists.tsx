import { useI18n } from "@/lib/i18n/i18n-context";
import { Link } from "react-router";
import { ProductCard } from "@/components/product-card";
import { HydrationUnit } from "@/lib/page-start/hydration-unit";
import { WishlistToggle } from "@/components/wishlist-toggle";
import type { HeaderGroupCards } from "@/domain/product";
import { groupLink } from "@/features/home/utils/pick-products";
import "./home.css";

function GroupSection({ group }: { group: HeaderGroupCards }) {
  const headingId = `home-group-${group.id}`;
  const link = groupLink(group);
  const { t, path } = useI18n();
  return (
    <section className="home-section home-group" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__title">
          {group.name}
        </h2>
        <Link to={path(link.to)} className="home-section__link">
          {link.category ? t("home.shopAllOf", { category: link.category }) : t("home.shopAll")}
        </Link>
      </div>
      <ul className="product-grid home-group__grid">
        {group.products.map((product) => (
          <li key={product.id}>
            {/* SPEC.md section 4: toggling on the home list shows a 3 s toast. */}
            <ProductCard product={product} action={<WishlistToggle product={product} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Every header group of GET /api/header-groups with its products (SPEC.md section 2), each group
 * hydrated on its own: together they are half the home page's elements.
 */
export function HeaderGroupLists({ groups }: { groups: HeaderGroupCards[] }) {
  return (
    <div className="home-groups">
      {groups.map((group) => (
        <HydrationUnit key={group.id}>
          <GroupSection group={group} />
        </HydrationUnit>
      ))}
    </div>
  );
}
