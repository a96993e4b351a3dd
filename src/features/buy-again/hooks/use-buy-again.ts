import { useEffect, useEffectEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { CART_ROUTE } from "@/lib/cart-lines";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { BuyAgainAnswer } from "@/features/buy-again/utils/buy-again-form";

/**
 * A Buy again button's fetcher: `Form` posts the lines (`buyAgainFields`) to the /buy-again
 * route's action, `pending` is React Router's, and `answer` is the action's. When something went into the cart the
 * shopper goes on to /addcart, where the notice says what happened; otherwise the answer shows here.
 */
export function useBuyAgain() {
  const fetcher = useFetcher<BuyAgainAnswer>();
  const navigate = useNavigate();
  const { path } = useI18n();
  const goToCart = useEffectEvent((answer: BuyAgainAnswer) => {
    if (answer.status === "added") void navigate(path(CART_ROUTE), { state: { buyAgain: answer.notice } });
  });
  useEffect(() => {
    if (fetcher.data) goToCart(fetcher.data);
  }, [fetcher.data]);
  return { Form: fetcher.Form, pending: fetcher.state !== "idle", answer: fetcher.data };
}
