import { SubcategoryScreen, type SubcategoryListing } from "./subcategory-screen";

export const BABY_CARE_TITLE = "Baby Care";

/** /baby-care, the target of the home page's Products banner: Kids › Baby Care with a welcome. */
export function BabyCareScreen({ listing }: { listing: SubcategoryListing }) {
  return (
    <SubcategoryScreen
      listing={listing}
      path="/baby-care"
      title={BABY_CARE_TITLE}
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
