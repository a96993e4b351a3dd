import type { ReactNode } from "react";
import type { Order, OrderLine } from "@/domain/order";
import { useBuyAgain } from "@/features/buy-again/hooks/use-buy-again";
import {
  BUY_AGAIN_CHECK_FAILED,
  BUY_AGAIN_ROUTE,
  buyAgainFields,
  type BuyAgainAnswer,
} from "@/features/buy-again/utils/buy-again-form";
import { offersBuyAgain } from "@/features/buy-again/utils/buy-again-eligible";
import type { BuyAgainLine } from "@/features/buy-again/utils/buy-again-plan";
import { BuyAgainNoticeText } from "./buy-again-notice";
import { useI18n } from "@/lib/i18n/i18n-context";
import "./buy-again.css";

/** Why nothing happened, in place: the check failed, or nothing could go into the cart. */
function BuyAgainProblem({ answer }: { answer: BuyAgainAnswer | undefined }) {
  const { t } = useI18n();
  if (answer?.status === "failed")
    return (
      <div className="buy-again-problem" role="alert">
        <p className="error-text">
          {answer.message === BUY_AGAIN_CHECK_FAILED ? t("buyAgain.checkFailed") : answer.message}
        </p>
      </div>
    );
  if (answer?.status === "nothing-added")
    return (
      <div className="buy-again-problem" role="alert">
        <p>{t("buyAgain.nothingAdded")}</p>
        <BuyAgainNoticeText notice={answer.notice} />
      </div>
    );
  return null;
}

/** A Buy again form: the lines posted to the /buy-again route's action, then what it answered. */
function BuyAgainForm({
  lines,
  className,
  children,
}: {
  lines: readonly BuyAgainLine[];
  className: string;
  children: ReactNode;
}) {
  const { Form, pending, answer } = useBuyAgain();
  const { path } = useI18n();
  return (
    <>
      <Form method="post" action={path(BUY_AGAIN_ROUTE)} className="buy-again-form">
        <input type="hidden" name="lines" value={buyAgainFields(lines).lines} />
        <button type="submit" className={className} disabled={pending}>
          {children}
        </button>
      </Form>
      <BuyAgainProblem answer={answer} />
    </>
  );
}

/** "Buy again" on a delivered or cancelled order: all its lines back into the cart. */
export function BuyAgainButton({ order, orderName }: { order: Order; orderName: string }) {
  const { t } = useI18n();
  if (!offersBuyAgain(order.status)) return null;
  return (
    <BuyAgainForm lines={order.lines} className="button">
      {t("buyAgain.order")}
      <span className="visually-hidden"> {orderName}</span>
    </BuyAgainForm>
  );
}

/** "Buy it again" on one line of a delivered or cancelled order. */
export function BuyItAgainButton({ order, line }: { order: Order; line: OrderLine }) {
  const { t } = useI18n();
  if (!offersBuyAgain(order.status) || line.productId === null) return null;
  return (
    <div className="buy-it-again">
      <BuyAgainForm lines={[line]} className="button button--secondary buy-it-again__button">
        {t("buyAgain.line")}
        <span className="visually-hidden"> {line.name}</span>
      </BuyAgainForm>
    </div>
  );
}
