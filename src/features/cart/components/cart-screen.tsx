import { useSetAtom } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { cartViewAtom, loadCartAtom, type CartView } from "@/stores/cart";
import { sessionUserAtom } from "@/stores/session";
import { EmptyState, StatusPanel } from "@/components/status-panel";
import { CART_EMPTY, CART_TITLE } from "@/features/cart/utils/cart-text";
import { CartContents } from "./cart-contents";
import { CartSkeleton } from "./cart-skeleton";
import { CheckoutTop } from "@/components/checkout-top";
import "./cart.css";

/**
 * /addcart (SPEC.md section 2's cart screen) with section 4's loading, loaded and failed states.
 * `notice`: another feature's word about how the shopper got here (Buy again), under the title.
 */
export function CartScreen({ logo, notice }: { logo: ReactNode; notice?: ReactNode }) {
  const view = useAtomValue(cartViewAtom);
  const loadCart = useSetAtom(loadCartAtom);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const shopper = useAtomValue(sessionUserAtom);
  const shopperKey = shopper === undefined ? "unknown" : (shopper?.id ?? "guest");

  useEffect(() => {
    // Stock and prices may have moved since the cart was last loaded; and a guest's cart is only
    // rehydrated here, once the session says who is shopping.
    void loadCart({ refresh: true });
  }, [loadCart, shopperKey]);

  return (
    <div className="cart-page">
      <CheckoutTop logo={logo} current="Cart" />
      <div className="cart-page__head">
        <h1 ref={titleRef} tabIndex={-1}>
          {CART_TITLE}
        </h1>
        <Link to="/all-product" className="cart-page__continue">
          Continue shopping
        </Link>
      </div>
      {notice}
      <CartBody
        view={view}
        onRetry={() => void loadCart({ refresh: true })}
        onLineRemoved={() => titleRef.current?.focus()}
      />
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
      <StatusPanel>
        <p className="error-text" role="alert">
          {view.message}
        </p>
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
        <CartSkeleton />
      </StatusPanel>
    );
  }
  if (view.items.length === 0) {
    return <EmptyState message={CART_EMPTY} />;
  }
  return <CartContents items={view.items} onLineRemoved={onLineRemoved} />;
}
