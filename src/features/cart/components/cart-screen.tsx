import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { cartViewAtom, loadCartAtom, type CartView } from "../../../stores/cart";
import { CART_EMPTY, CART_TITLE } from "../utils/cart-text";
import { CartContents } from "./cart-contents";
import { CartSkeleton } from "./cart-skeleton";
import { CheckoutTop } from "./checkout-steps";
import "./cart.css";

/** /addcart (SPEC.md section 2's cart screen) with section 4's loading, loaded and failed states. */
export function CartScreen() {
  const view = useAtomValue(cartViewAtom);
  const loadCart = useSetAtom(loadCartAtom);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Stock and prices may have moved since the cart was last loaded.
    void loadCart({ refresh: true });
  }, [loadCart]);

  return (
    <div className="cart-page">
      <CheckoutTop />
      <div className="cart-page__head">
        <h1 ref={titleRef} tabIndex={-1}>
          {CART_TITLE}
        </h1>
        <Link to="/all-product" className="cart-page__continue">
          Continue shopping
        </Link>
      </div>
      <CartBody view={view} onRetry={() => void loadCart({ refresh: true })} onLineRemoved={() => titleRef.current?.focus()} />
    </div>
  );
}

interface CartBodyProps {
  view: CartView;
  onRetry: () => void;
  onLineRemoved: () => void;
}

function CartBody({ view, onRetry, onLineRemoved }: CartBodyProps) {
  if (view.status === "loading") return <CartSkeleton label="Loading your cart..." />;
  if (view.status === "failed") {
    return (
      <div className="cart-failed">
        <p className="error-text" role="alert">
          {view.message}
        </p>
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
        <CartSkeleton />
      </div>
    );
  }
  if (view.items.length === 0) {
    return (
      <div className="cart-empty">
        <p>{CART_EMPTY}</p>
        <Link to="/all-product" className="button">
          Browse products
        </Link>
      </div>
    );
  }
  return <CartContents items={view.items} onLineRemoved={onLineRemoved} />;
}
