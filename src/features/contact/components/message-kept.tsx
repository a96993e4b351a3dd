import { useEffect, useRef, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

interface MessageKeptProps {
  name: string;
  text: string;
  onEdit: () => void;
}

/**
 * What a valid contact message turns into: an honest confirmation that it is complete but not
 * sent (there is no message service yet), with the text to copy and a way back to edit it.
 */
export function MessageKept({ name, text, onEdit }: MessageKeptProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<CopyState>("idle");

  // The form the shopper was in has gone: their focus follows to the confirmation.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function copyText() {
    if (!navigator.clipboard) {
      setCopy("failed");
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );
  }

  return (
    <section className="message-kept" aria-labelledby="message-kept-title">
      <h2 id="message-kept-title" className="message-kept__title" ref={headingRef} tabIndex={-1}>
        Thank you, {name}. Your message is ready.
      </h2>
      <p>
        It has <strong>not been sent</strong>: online messages are not connected to our help team yet. Copy it below so
        nothing you wrote is lost.
      </p>
      <pre className="message-kept__text">{text}</pre>
      <div className="message-kept__actions">
        <button type="button" className="button" onClick={copyText}>
          Copy message
        </button>
        <button type="button" className="button button--secondary" onClick={onEdit}>
          Edit message
        </button>
      </div>
      <p className="message-kept__status" role="status">
        {copy === "copied" && "Copied to the clipboard."}
        {copy === "failed" && "Copying is not available here: select the text above and copy it."}
      </p>
    </section>
  );
}
