import type { Route } from "./+types/contact";
import { useActionData, useLoaderData } from "react-router";
import { contactSender, sendContactForm } from "@/app/contact.server";
import { shopOf } from "@/app/shop.server";
import { pageMeta } from "@/app/screen-meta";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { ContactForm } from "@/features/contact/components/contact-form";
import { HelpHours } from "@/features/shell/components/help-hours";
import { StaticPage } from "@/features/shell/components/static-page";

/** The message form's POST, with or without script: src/app/contact.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  return sendContactForm(request, shopOf(context));
}

export async function loader({ context }: Route.LoaderArgs) {
  return contactSender(shopOf(context));
}

/** /contact: the help hours of SPEC.md section 1 (the same ones as the footer) and a message form. */
function ContactRoute() {
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const { sender } = useLoaderData<typeof loader>();
  return (
    <StaticPage title={t("account.menu.contact")} intro={<p>{t("contact.intro")}</p>}>
      <section className="panel info-card" aria-labelledby="help-hours-title">
        <h2 id="help-hours-title">{t("contact.helpHours")}</h2>
        <HelpHours />
      </section>
      <ContactForm key={result && "sent" in result ? "sent" : "form"} result={result} sender={sender} />
    </StaticPage>
  );
}

export default ContactRoute;
// The screen renders its own <title>.
type PageMetaArgs = Parameters<ReturnType<typeof pageMeta>>[0];

export const meta: Route.MetaFunction = (args) => {
  const { t } = rootTranslator(args.matches);
  // The root's data is the only match pageMeta reads (its preview), and it is there.
  return pageMeta({ title: t("account.menu.contact"), description: t("contact.description"), titleTag: false })(
    args as PageMetaArgs,
  );
};
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { contactPageHeaders as headers } from "@/app/contact.server";
