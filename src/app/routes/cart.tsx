import { PageTitle } from "../../components/page-title";
import { CartScreen } from "../../features/cart/components/cart-screen";
import { CART_TITLE } from "../../features/cart/utils/cart-text";

/** /addcart: the cart of SPEC.md sections 2, 4, 5 and 9. */
function CartRoute() {
  return (
    <>
      <PageTitle>{CART_TITLE}</PageTitle>
      <CartScreen />
    </>
  );
}

export { CartRoute as Component };
