import { useRef, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import { LinkPanel } from "@/components/status-panel";
import { CheckoutTop } from "@/components/checkout-top";
import type { CartLinesData, CartView } from "@/lib/cart-lines";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { CartContents } from "./cart-contents";
import { CartSkeleton } from "./cart-skeleton";
import "./cart.css";

interface CartPageProps {
  logo: ReactNode;
  /** Another feature's word about how the shopper got here (Buy again), under the title. */
  notice?: ReactNode;
  titleRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** The cart's page around its body: the checkout top, the title and the way back to shopping. */
export function CartPage({ logo, notice, titleRef, children }: CartPageProps) {
  const { t, path } = useI18n();
  return (
    <div className="cart-page">
      <CheckoutTop logo={logo} current="Cart" />
      <div className="cart-page__head">
        <h1 ref={titleRef} tabIndex={-1}>
          {t("cart.title")}
        </h1>
        <Link to={path("/all-product")} className="cart-page__continue">
          {t("cart.continueShopping")}
        </Link>
      </div>
      {notice}
      {children}
    </div>
  );
}

interface CartScreenProps {
  logo: ReactNode;
  notice?: ReactNode;
  /** The route's loader data. */
  cart: CartLinesData;
}

/** /addcart (SPEC.md section 2's cart screen) with section 4's loaded and failed states. */
export function CartScreen({ logo, notice, cart }: CartScreenProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <CartPage logo={logo} notice={notice} titleRef={titleRef}>
      <CartBody view={cart.view} customer={cart.shopper !== null} onLineRemoved={() => titleRef.current?.focus()} />
    </CartPage>
  );
}

interface CartBodyProps {
  view: CartView;
  customer: boolean;
  onLineRemoved: () => void;
}

/** The cart below its title: its lines, empty, or failed with a Retry. */
export function CartBody({ view, customer, onLineRemoved }: CartBodyProps) {
  const { t, path } = useI18n();
  const domainMessage = useDomainMessage();
  if (view.status === "failed") {
    return (
      <>
        <LoadFailure message={domainMessage(view.message)} />
        <CartSkeleton />
      </>
    );
  }
  if (view.items.length === 0) {
    return <LinkPanel message={t("cart.empty")} to={path("/all-product")} label={t("cart.browseProducts")} />;
  }
  return <CartContents items={view.items} customer={customer} onLineRemoved={onLineRemoved} />;
}
