import { useState } from "react";
import { Form, Link, useActionData } from "react-router";
import { fieldA11y, FormAlert, FormField } from "@/components/form-field";
import type { Order } from "@/domain/order";
import type { LoadResult } from "@/lib/load-result";
import { CANCEL_COMMENT_MAX_LENGTH, CANCEL_REASONS } from "@/domain/order-cancellation";
import { useIsSubmitting } from "@/lib/form/use-form";
import { useScripted } from "@/lib/form/use-scripted";
import { LoadFailure } from "@/components/load-failure";
import { useOrderLookup } from "@/features/orders/api/get-orders";
import { checkCancelForm, type CancelFormAnswer } from "@/features/orders/utils/cancel-form-check";
import { NO_ORDER_INFORMATION, orderName } from "@/features/orders/utils/order-text";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderFacts } from "./order-facts";
import { OrderLines } from "./order-lines";
import { OrderNotFound } from "./order-status-panels";
import { OrdersPage } from "./orders-page";

const TITLE = "Cancel your order";
const COMMENT_ID = "cancel-comment";
const MISSING_ID = "cancel-missing";

interface CancellationScreenProps {
  /** The customer's orders as the route loader read them. */
  orders: LoadResult<Order[]>;
  /** The order of `?order=`, null without one. */
  orderId: number | null;
  /** The order the list handed over in the router state, shown if the orders could not be read. */
  known: Order | null;
}

/** /cancellation-form: the order, then the reason and comment of SPEC.md section 5. */
export function CancellationScreen({ orders, orderId, known }: CancellationScreenProps) {
  return (
    <OrdersPage title={TITLE}>
      {orderId === null ? (
        <OrderNotFound message={NO_ORDER_INFORMATION} />
      ) : (
        <CancellationLookup orders={orders} orderId={orderId} known={known} />
      )}
    </OrdersPage>
  );
}

function CancellationLookup({ orders, orderId, known }: CancellationScreenProps & { orderId: number }) {
  const lookup = useOrderLookup(orders, orderId, known);
  return (
    <>
      {lookup.status === "loading" && <OrderDetailSkeleton label="Loading the order..." />}
      {lookup.status === "error" && <LoadFailure message={lookup.message} />}
      {lookup.status === "loaded" && !lookup.order && <OrderNotFound message={NO_ORDER_INFORMATION} />}
      {lookup.status === "loaded" && lookup.order && (
        <div className="orders-layout">
          <section className="panel orders-layout__main orders-panel" aria-labelledby="cancel-order-title">
            <h2 id="cancel-order-title">{orderName(lookup.order.id)}</h2>
            <OrderFacts order={lookup.order} />
            <OrderLines lines={lookup.order.lines} />
          </section>
          <div className="orders-layout__side">
            {lookup.order.cancellable ? <CancelOrderForm /> : <NotCancellable order={lookup.order} />}
          </div>
        </div>
      )}
    </>
  );
}

function NotCancellable({ order }: { order: Order }) {
  return (
    <section className="panel orders-panel" aria-labelledby="not-cancellable-title">
      <h2 id="not-cancellable-title">This order cannot be cancelled</h2>
      <p>
        {orderName(order.id)} cannot be cancelled: its status is {order.status}.
      </p>
      <Link className="button button--secondary" to="/your-orders">
        Back to your orders
      </Link>
    </section>
  );
}

/**
 * Reason and comment, checked live with the shared rules: Cancel stays disabled, with what is
 * still missing beside it, until both hold. Posted to the route's action; a refusal from the
 * server keeps what was typed. Without script the button is never disabled (nothing would enable
 * it): the action checks the same rules and sends the form back with what is missing.
 */
function CancelOrderForm() {
  const answer = useActionData<CancelFormAnswer>();
  const sending = useIsSubmitting();
  const scripted = useScripted();
  const [reason, setReason] = useState(answer?.values?.reason ?? "");
  const [comment, setComment] = useState(answer?.values?.comment ?? "");
  const [commentLeft, setCommentLeft] = useState(false);
  const check = checkCancelForm(reason, comment);
  const commentError = commentLeft && check.commentError ? check.commentError : undefined;

  return (
    <Form method="post" className="panel orders-panel cancel-form" noValidate aria-labelledby="cancel-form-title">
      <h2 id="cancel-form-title">Why are you cancelling?</h2>
      <fieldset className="cancel-form__reasons">
        <legend>Reason for cancellation</legend>
        {CANCEL_REASONS.map((option) => (
          <label key={option} className="cancel-form__reason">
            <input
              type="radio"
              name="reason"
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
      <FormField id={COMMENT_ID} label="Comments" hint="At least 10 characters." error={commentError}>
        <textarea
          id={COMMENT_ID}
          name="comment"
          rows={4}
          maxLength={CANCEL_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          onBlur={() => setCommentLeft(true)}
          {...fieldA11y(COMMENT_ID, commentError, true)}
        />
      </FormField>
      <FormAlert message={sending ? null : (answer?.formError ?? null)} />
      <div className="cancel-form__submit">
        <button
          type="submit"
          className="button"
          disabled={scripted && (!check.body || sending)}
          aria-describedby={check.missing.length > 0 ? MISSING_ID : undefined}
        >
          {sending ? "Cancelling…" : "Cancel order"}
        </button>
        <div id={MISSING_ID} className="cancel-form__missing" aria-live="polite">
          {check.missing.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      </div>
    </Form>
  );
}
