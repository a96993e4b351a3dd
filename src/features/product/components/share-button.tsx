import { useI18n } from "@/lib/i18n/i18n-context";

/** Shares the product page through the device's share sheet (SPEC.md sections 2 and 8). */
export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  async function share() {
    if (typeof navigator.share !== "function") {
      window.alert(t("product.shareUnsupported"));
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
      {t("product.share")}
    </button>
  );
}
