import type { Order, OrderLine } from "@/domain/order";
import { useBuyAgain, type BuyAgainState } from "@/features/buy-again/hooks/use-buy-again";
import { offersBuyAgain } from "@/features/buy-again/utils/buy-again-eligible";
import { BuyAgainNoticeText } from "./buy-again-notice";
import "./buy-again.css";

/** Why nothing happened, in place: the check failed, or nothing could go into the cart. */
function BuyAgainProblem({ state }: { state: BuyAgainState }) {
  if (state.status === "failed")
    return (
      <div className="buy-again-problem" role="alert">
        <p className="error-text">{state.message}</p>
      </div>
    );
  if (state.status === "nothing-added")
    return (
      <div className="buy-again-problem" role="alert">
        <p>Nothing was added to your cart.</p>
        <BuyAgainNoticeText notice={state.notice} />
      </div>
    );
  return null;
}

/** "Buy again" on a delivered or cancelled order: all its lines back into the cart. */
export function BuyAgainButton({ order, orderName }: { order: Order; orderName: string }) {
  const { state, buyAgain } = useBuyAgain();
  if (!offersBuyAgain(order.status)) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={state.status === "busy"}
        onClick={() => void buyAgain(order.lines)}
      >
        Buy again<span className="visually-hidden"> {orderName}</span>
      </button>
      <BuyAgainProblem state={state} />
    </>
  );
}

/** "Buy it again" on one line of a delivered or cancelled order. */
export function BuyItAgainButton({ order, line }: { order: Order; line: OrderLine }) {
  const { state, buyAgain } = useBuyAgain();
  if (!offersBuyAgain(order.status) || line.productId === null) return null;
  return (
    <div className="buy-it-again">
      <button
        type="button"
        className="button button--secondary buy-it-again__button"
        disabled={state.status === "busy"}
        onClick={() => void buyAgain([line])}
      >
        Buy it again<span className="visually-hidden"> {line.name}</span>
      </button>
      <BuyAgainProblem state={state} />
    </div>
  );
}
