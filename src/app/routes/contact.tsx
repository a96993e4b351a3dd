import type { Route } from "./+types/contact";
import { useActionData } from "react-router";
import { sendContactForm } from "@/app/contact.server";
import { shopOf } from "@/app/shop.server";
import { pageMeta } from "@/app/page-meta";
import { ContactForm } from "@/features/contact/components/contact-form";
import { HelpHours } from "@/features/shell/components/help-hours";
import { StaticPage } from "@/features/shell/components/static-page";

/** The message form's POST, with or without script: src/app/contact.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  return sendContactForm(request, shopOf(context));
}

/** /contact: the help hours of SPEC.md section 1 (the same ones as the footer) and a message form. */
function ContactRoute() {
  const result = useActionData<typeof action>();
  return (
    <StaticPage
      title="Contact Us"
      intro={<p>Questions about an order, a delivery, a return or a product? We are here to help.</p>}
    >
      <section className="panel info-card" aria-labelledby="help-hours-title">
        <h2 id="help-hours-title">Help hours</h2>
        <HelpHours />
      </section>
      <ContactForm key={result && "sent" in result ? "sent" : "form"} result={result} />
    </StaticPage>
  );
}

export default ContactRoute;
// The screen renders its own <title>.
export const meta = pageMeta({
  title: "Contact Us",
  description: "Questions about an order, a delivery, a return or a product? Our help hours and a message form.",
  titleTag: false,
});
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
