import { useState } from "react";
import { Form, Link, useActionData } from "react-router";
import { fieldA11y, FormAlert, FormField } from "@/components/form-field";
import type { Order } from "@/domain/order";
import { hasShipped } from "@/domain/order-fulfilment";
import { isReturnable, returnRequestPath } from "@/domain/order-return";
import type { LoadResult } from "@/lib/load-result";
import { CANCEL_COMMENT_MAX_LENGTH, CANCEL_REASONS } from "@/domain/order-cancellation";
import { useIsSubmitting } from "@/lib/form/use-form";
import { useScripted } from "@/lib/form/use-scripted";
import { LoadFailure } from "@/components/load-failure";
import { useOrderLookup } from "@/features/orders/api/get-orders";
import { checkCancelForm, type CancelFormAnswer } from "@/features/orders/utils/cancel-form-check";
import { COMMENT_FIELD_TOO_SHORT } from "@/features/orders/utils/order-text";
import { useOrderWords, type OrderWords } from "@/lib/order-words";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import type { MessageId, Translator } from "@/lib/i18n/translator";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderFacts } from "./order-facts";
import { OrderLines } from "./order-lines";
import { OrderNotFound } from "./order-status-panels";
import { OrdersPage } from "./orders-page";

const COMMENT_ID = "cancel-comment";
/** SPEC.md's reasons in CANCEL_REASONS's order: the form posts the English reason, the shopper reads it in the page's language. */
const CANCEL_REASON_IDS: readonly MessageId[] = [
  "cancel.reason.0",
  "cancel.reason.1",
  "cancel.reason.2",
  "cancel.reason.3",
  "cancel.reason.4",
  "cancel.reason.5",
  "cancel.reason.6",
];

/**
 * The action's refusal in the page's language. Without script it answers what is missing, joined
 * (the rules checked again on what was posted say which), else one message.
 */
function formErrorWords(answer: CancelFormAnswer, word: (text: string) => string): string {
  const missing = answer.values ? checkCancelForm(answer.values.reason, answer.values.comment).missing : [];
  if (missing.length > 0 && missing.join(" ") === answer.formError) return missing.map(word).join(" ");
  return word(answer.formError);
}
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
  const { t } = useI18n();
  return (
    <OrdersPage title={t("cancel.title")}>
      {orderId === null ? (
        <OrderNotFound message={t("orders.noInformation")} />
      ) : (
        <CancellationLookup orders={orders} orderId={orderId} known={known} />
      )}
    </OrdersPage>
  );
}

function CancellationLookup({ orders, orderId, known }: CancellationScreenProps & { orderId: number }) {
  const lookup = useOrderLookup(orders, orderId, known);
  const { t } = useI18n();
  const words = useOrderWords();
  return (
    <>
      {lookup.status === "loading" && <OrderDetailSkeleton label={t("orders.loadingOrder")} />}
      {lookup.status === "error" && <LoadFailure message={lookup.message} />}
      {lookup.status === "loaded" && !lookup.order && <OrderNotFound message={t("orders.noInformation")} />}
      {lookup.status === "loaded" && lookup.order && (
        <div className="orders-layout">
          <section className="panel orders-layout__main orders-panel" aria-labelledby="cancel-order-title">
            <h2 id="cancel-order-title">{words.orderName(lookup.order.id)}</h2>
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

/** Why not, in the order's own terms: the parcel has left, has arrived, or the order is over. */
function notCancellableText(order: Order, t: Translator["t"], words: OrderWords): string {
  const name = words.orderName(order.id);
  if (order.status === "Delivered") return t("ship.cancel.delivered", { name });
  if (hasShipped(order.status)) return t("ship.cancel.shipped", { name });
  return t("cancel.notCancellableText", { name, status: words.status(order.status) });
}

function NotCancellable({ order }: { order: Order }) {
  const { t, path } = useI18n();
  const words = useOrderWords();
  return (
    <section className="panel orders-panel" aria-labelledby="not-cancellable-title">
      <h2 id="not-cancellable-title">{t("cancel.notCancellable")}</h2>
      <p>{notCancellableText(order, t, words)}</p>
      {isReturnable(order, new Date()) && (
        <Link className="button" to={path(returnRequestPath(order.id))}>
          {t("orders.returnItems")}
        </Link>
      )}{" "}
      <Link className="button button--secondary" to={path("/your-orders")}>
        {t("orders.backToOrders")}
      </Link>
    </section>
  );
}

/**
 * Reason and comment, checked live with the shared rules: Cancel stays disabled until both hold,
 * and what is still missing shows beside it once the shopper has chosen, typed or left a field (an
 * untouched form is not yet wrong, issue 40). Posted to the route's action; a refusal from the
 * server keeps what was typed. Without script the button is never disabled (nothing would enable
 * it): the action checks the same rules and sends the form back with what is missing. "Keep my
 * order" leaves the order as it is, back to `keepTo` (a guest's order link has no order list).
 */
export function CancelOrderForm({ keepTo = "/your-orders" }: { keepTo?: string }) {
  const answer = useActionData<CancelFormAnswer>();
  const sending = useIsSubmitting();
  const scripted = useScripted();
  const { t, path } = useI18n();
  const words = useOrderWords();
  const domainMessage = useDomainMessage();
  const [reason, setReason] = useState(answer?.values?.reason ?? "");
  const [comment, setComment] = useState(answer?.values?.comment ?? "");
  const [commentLeft, setCommentLeft] = useState(false);
  const touched = answer !== undefined || reason !== "" || comment !== "" || commentLeft;
  const check = checkCancelForm(reason, comment);
  const missing = touched ? check.missing : [];
  const commentError =
    commentLeft && check.commentError
      ? check.commentError === COMMENT_FIELD_TOO_SHORT
        ? t("cancel.commentTooShort")
        : domainMessage(check.commentError)
      : undefined;
  const formError = answer?.formError ? formErrorWords(answer, words.message) : null;

  return (
    <Form method="post" className="panel orders-panel cancel-form" noValidate aria-labelledby="cancel-form-title">
      <h2 id="cancel-form-title">{t("cancel.why")}</h2>
      <fieldset className="cancel-form__reasons">
        <legend>{t("cancel.reasonLegend")}</legend>
        {CANCEL_REASONS.map((option, index) => (
          <label key={option} className="cancel-form__reason">
            <input
              type="radio"
              name="reason"
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            <span>{t(CANCEL_REASON_IDS[index] ?? "cancel.reason.0")}</span>
          </label>
        ))}
      </fieldset>
      <FormField id={COMMENT_ID} label={t("cancel.comments")} hint={t("cancel.commentsHint")} error={commentError}>
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
      <FormAlert message={sending ? null : formError} />
      <div className="cancel-form__submit">
        <button
          type="submit"
          className="button"
          disabled={scripted && (!check.body || sending)}
          aria-describedby={missing.length > 0 ? MISSING_ID : undefined}
        >
          {sending ? t("cancel.cancelling") : t("cancel.submit")}
        </button>
        <Link className="button button--secondary" to={path(keepTo)}>
          {t("phone.keepOrder")}
        </Link>
        <div id={MISSING_ID} className="cancel-form__missing" aria-live="polite">
          {missing.map((message) => (
            <p key={message}>{domainMessage(message)}</p>
          ))}
        </div>
      </div>
    </Form>
  );
}
