import { useEffect, useRef } from "react";
import { Link } from "react-router";

/** What a sent contact message turns into: who it came from and where the reply will go. */
export function MessageSent({ name, email }: { name: string; email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the shopper was in has gone: their focus follows to the confirmation.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="message-sent" aria-labelledby="message-sent-title">
      <h2 id="message-sent-title" className="message-sent__title" ref={headingRef} tabIndex={-1}>
        Thank you, {name}. Your message has been sent.
      </h2>
      <p>Our help team reads every message and replies to {email}, usually within a working day.</p>
      <p>
        <Link to="/contact">Write another message</Link>
      </p>
    </section>
  );
}
