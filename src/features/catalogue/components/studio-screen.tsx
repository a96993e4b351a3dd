import { useI18n } from "@/lib/i18n/i18n-context";
import { CategoryNotFound, SubcategoryScreen, type SubcategoryListing } from "./subcategory-screen";

/** The studio's two services (SPEC.md section 2 links them from menus; their words are ours, in the catalogues). */
const SERVICES = ["design", "photography"] as const;
export type StudioService = (typeof SERVICES)[number];

/** Each service's three steps, `studio.{service}.step{n}.title` and `.text`. */
const STEPS = [1, 2, 3] as const;

/** A studio service by its slug, or null. */
export function studioService(service: string): StudioService | null {
  return SERVICES.find((known) => known === service) ?? null;
}

interface StudioScreenProps {
  service: string;
  listing: SubcategoryListing;
}

/** /studio/design and /studio/photography: the service in words, then its subcategory's products. */
export function StudioScreen({ service, listing }: StudioScreenProps) {
  const { t } = useI18n();
  const known = studioService(service);
  if (!known) return <CategoryNotFound path={`/studio/${service}`} categories={listing.categories} />;

  return (
    <SubcategoryScreen
      listing={listing}
      path={`/studio/${service}`}
      title={t(`studio.${known}.title`)}
      listTitle={t(`studio.${known}.listTitle`)}
      intro={
        <div className="service-intro">
          <p className="listing-page__lead">{t(`studio.${known}.lead`)}</p>
          <ol className="service-intro__steps" aria-label={t("studio.howItWorks")}>
            {STEPS.map((step) => (
              <li key={step}>
                <strong>{t(`studio.${known}.step${step}.title`)}</strong>
                {t(`studio.${known}.step${step}.text`)}
              </li>
            ))}
          </ol>
        </div>
      }
    />
  );
}
