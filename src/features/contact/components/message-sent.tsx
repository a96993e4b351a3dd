import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";

/** What a sent contact message turns into: who it came from and where the reply will go. */
export function MessageSent({ name, email }: { name: string; email: string }) {
  const { t, path } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the shopper was in has gone: their focus follows to the confirmation.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="message-sent" aria-labelledby="message-sent-title">
      <h2 id="message-sent-title" className="message-sent__title" ref={headingRef} tabIndex={-1}>
        {t("contact.sentTitle", { name })}
      </h2>
      <p>{t("contact.sentText", { email })}</p>
      <p>
        <Link to={path("/contact")}>{t("contact.writeAnother")}</Link>
      </p>
    </section>
  );
}
