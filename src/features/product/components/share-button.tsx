import { useState } from "react";
import { useScripted } from "@/lib/form/use-scripted";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * Shares the product page through the device's share sheet (SPEC.md sections 2 and 8). Where the
 * browser has none (most desktop browsers) it is "Copy link" and copies the address (issue 40);
 * SPEC's alert is left for a browser that can do neither. What the browser can do is known after
 * hydration, so the server's page says "Share"; a press asks the browser again.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  const copyOnly = useScripted() && !canShare() && canCopy();
  const [copied, setCopied] = useState(false);

  async function share() {
    if (!canShare()) {
      if (!canCopy()) {
        window.alert(t("product.shareUnsupported"));
        return;
      }
      try {
        await navigator.clipboard.writeText(window.location.href);
        setCopied(true);
      } catch (error) {
        console.warn("Copying the link failed:", error);
        window.alert(t("product.shareUnsupported"));
      }
      return;
    }
    try {
      await navigator.share({ title, url: window.location.href });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: the shopper changed their mind.
      if (!(error instanceof DOMException && error.name === "AbortError")) console.warn("Sharing failed:", error);
    }
  }

  return (
    <>
      <button type="button" className="product-share" onClick={() => void share()}>
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {/* Both labels take the same cell, the unused one unseen: the button is as wide before
            hydration as after, so "Copy link" replacing "Share" moves nothing (layout shift 0). */}
        <span className="product-share__label">
          <span className={copyOnly ? "product-share__unused" : undefined} aria-hidden={copyOnly || undefined}>
            {t("product.share")}
          </span>
          <span className={copyOnly ? undefined : "product-share__unused"} aria-hidden={!copyOnly || undefined}>
            {t("phone.copyLink")}
          </span>
        </span>
      </button>
      <span className="product-share__copied" role="status">
        {copied ? t("phone.linkCopied") : ""}
      </span>
    </>
  );
}

function canShare(): boolean {
  return typeof navigator.share === "function";
}

function canCopy(): boolean {
  // Not in every browser's types' view: the API is missing outside secure contexts.
  return typeof (navigator.clipboard as Clipboard | undefined)?.writeText === "function";
}
