import { SubcategoryScreen } from "./subcategory-screen";

/** /baby-care, the target of the home page's Products banner: Kids › Baby Care with a welcome. */
export function BabyCareScreen() {
  return (
    <SubcategoryScreen
      groupSlug="kids"
      subcategorySlug="baby-care"
      title="Baby Care"
      listTitle="Baby care essentials"

      intro={
        <p className="listing-page__lead">
          Gentle everyday essentials for the littlest ones: soft organic cotton rompers and swaddles, feeding bottles,
          and mild washes, lotions and wipes made for delicate skin. Everything here is chosen with new parents in mind.
        </p>
      }
    />
  );
}
