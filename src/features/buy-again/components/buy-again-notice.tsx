import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { BuyAgainNotice } from "@/features/buy-again/utils/buy-again-notice";
import "./buy-again.css";

const list = (names: readonly string[]) => names.join(", ");

/** The sentences of a notice: what went into the cart, with fewer units, and what did not, by name. */
export function BuyAgainNoticeText({ notice }: { notice: BuyAgainNotice }) {
  return (
    <>
      {notice.added.length > 0 && <p>Added to your cart: {list(notice.added)}.</p>}
      {notice.reduced.length > 0 && (
        <p>
          Fewer than you ordered, as that is all in stock now:{" "}
          {list(notice.reduced.map(({ name, units, ordered }) => `${name} (${units} of ${ordered})`))}.
        </p>
      )}
      {notice.soldOut.length > 0 && <p>Not added, sold out: {list(notice.soldOut)}.</p>}
      {notice.withdrawn.length > 0 && <p>Not added, no longer sold: {list(notice.withdrawn)}.</p>}
      {notice.refused.map(({ name, message }) => (
        <p key={name}>
          Not added, {name}: {message}
        </p>
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
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className="buy-again-notice" aria-labelledby="buy-again-notice-title" tabIndex={-1} ref={ref}>
      <h2 id="buy-again-notice-title" className="buy-again-notice__title">
        Bought again
      </h2>
      <BuyAgainNoticeText notice={notice} />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void navigate(".", { replace: true, state: null, preventScrollReset: true })}
      >
        Dismiss
      </button>
    </section>
  );
}
