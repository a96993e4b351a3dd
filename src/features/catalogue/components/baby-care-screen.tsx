import { useI18n } from "@/lib/i18n/i18n-context";
import { SubcategoryScreen, type SubcategoryListing } from "./subcategory-screen";

/** /baby-care, the target of the home page's Products banner: Kids › Baby Care with a welcome. */
export function BabyCareScreen({ listing }: { listing: SubcategoryListing }) {
  const { t } = useI18n();
  return (
    <SubcategoryScreen
      listing={listing}
      path="/baby-care"
      title={t("babyCare.title")}
      listTitle={t("babyCare.listTitle")}
      intro={<p className="listing-page__lead">{t("babyCare.intro")}</p>}
    />
  );
}
