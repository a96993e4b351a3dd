import { CategoryNotFound, SubcategoryScreen, type SubcategoryListing } from "./subcategory-screen";

interface StudioService {
  title: string;
  lead: string;
  steps: { title: string; text: string }[];
  listTitle: string;
}

/** The studio's two services (SPEC.md section 2 links them from menus; their words are ours). */
const SERVICES: Record<string, StudioService> = {
  design: {
    title: "Design Studio",
    lead: "Our in-house designers turn your idea into something made for you: custom prints for clothing, personalised gifts and décor, and artwork for your own brand. Below is the kit our designers work with every day, from drawing tablets to sketchbooks and markers.",
    steps: [
      {
        title: "Share your idea",
        text: "Tell us what you have in mind: a sketch, a photo or a few words are enough to start.",
      },
      {
        title: "Review the drafts",
        text: "A designer sends you first drafts and refines them with you until they feel right.",
      },
      {
        title: "Get it made",
        text: "Approve the final design and we prepare the files or the finished piece for you.",
      },
    ],
    listTitle: "Design tools and supplies",
  },
  photography: {
    title: "Photography Studio",
    lead: "Clean, true-to-colour product photos help your customers see exactly what they buy. Our studio shoots catalogue images, lifestyle scenes and close-ups of the details that matter. Below is the camera gear we rely on, ready for your own shoots too.",
    steps: [
      {
        title: "Plan the shoot",
        text: "Tell us about your products and where the photos will appear, and we agree a shot list.",
      },
      {
        title: "We photograph",
        text: "Your products are lit and shot in our studio, on plain backgrounds or styled sets.",
      },
      {
        title: "Receive your images",
        text: "Edited, colour-checked images arrive sized for your shop, catalogue and social posts.",
      },
    ],
    listTitle: "Cameras, lenses and lighting",
  },
};

/** A studio service by its slug, or null. */
export function studioService(service: string): StudioService | null {
  return Object.hasOwn(SERVICES, service) ? (SERVICES[service] ?? null) : null;
}

interface StudioScreenProps {
  service: string;
  listing: SubcategoryListing;
}

/** /studio/design and /studio/photography: the service in words, then its subcategory's products. */
export function StudioScreen({ service, listing }: StudioScreenProps) {
  const details = studioService(service);
  if (!details) return <CategoryNotFound path={`/studio/${service}`} categories={listing.categories} />;

  return (
    <SubcategoryScreen
      listing={listing}
      path={`/studio/${service}`}
      title={details.title}
      listTitle={details.listTitle}

      intro={
        <div className="service-intro">
          <p className="listing-page__lead">{details.lead}</p>
          <ol className="service-intro__steps" aria-label="How it works">
            {details.steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                {step.text}
              </li>
            ))}
          </ol>
        </div>
      }
    />
  );
}
