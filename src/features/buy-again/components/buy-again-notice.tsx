import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { BuyAgainNotice } from "@/features/buy-again/utils/buy-again-notice";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import "./buy-again.css";

const list = (names: readonly string[]) => names.join(", ");

/** The sentences of a notice: what went into the cart, with fewer units, and what did not, by name. */
export function BuyAgainNoticeText({ notice }: { notice: BuyAgainNotice }) {
  const { t } = useI18n();
  const domainMessage = useDomainMessage();
  return (
    <>
      {notice.added.length > 0 && <p>{t("buyAgain.added", { names: list(notice.added) })}</p>}
      {notice.reduced.length > 0 && (
        <p>
          {t("buyAgain.reduced", {
            names: list(notice.reduced.map((line) => t("buyAgain.reducedLine", { ...line }))),
          })}
        </p>
      )}
      {notice.soldOut.length > 0 && <p>{t("buyAgain.soldOut", { names: list(notice.soldOut) })}</p>}
      {notice.withdrawn.length > 0 && <p>{t("buyAgain.withdrawn", { names: list(notice.withdrawn) })}</p>}
      {notice.refused.map(({ name, message }) => (
        <p key={name}>{t("buyAgain.refused", { name, message: domainMessage(message) })}</p>
      ))}
    </>
  );
}

/**
 * The notice on /addcart after Buy again. It stays until the shopper dismisses it (it names what
 * was left out, which is worth the time to read), and takes the focus on arrival so a screen
 * reader says it first. Dismiss clears it from the history entry too, so Back does not bring it back.
 */
export function CartBuyAgainNotice({ notice }: { notice: BuyAgainNotice }) {
  const navigate = useNavigate();
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className="buy-again-notice" aria-labelledby="buy-again-notice-title" tabIndex={-1} ref={ref}>
      <h2 id="buy-again-notice-title" className="buy-again-notice__title">
        {t("buyAgain.title")}
      </h2>
      <BuyAgainNoticeText notice={notice} />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void navigate(".", { replace: true, state: null, preventScrollReset: true })}
      >
        {t("buyAgain.dismiss")}
      </button>
    </section>
  );
}
