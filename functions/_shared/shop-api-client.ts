/**
 * The one way the functions talk to the shop API (SPEC.md section 7): typed calls with a timeout,
 * upstream JSON validated with valibot and reshaped into the app's types before anyone sees it
 * (decision 056).
 *
 * This file only composes. The calls live in functions/_shared/shop-api/, one module per resource
 * of the shop API (mirroring shop-api/src/routes), each holding its vendor schemas, its reshape
 * and a `<resource>Calls(transport)` that returns its methods; transport.ts sends, retries reads,
 * checks answers and defines the errors; vendor.ts holds the shapes every resource shares.
 *
 * A new call goes into its resource's module (a new resource: a new module, spread below); a
 * caller keeps using `createShopApiClient()` and the `ShopApiClient` type from here. Pricing a
 * checkout reads the shop API once (checkout.ts): a new read on a hot path is one more round trip
 * that a busy Worker queues, and tests/functions/shop-api-round-trips.test.ts counts them.
 */
import { accountCalls } from "./shop-api/account";
import { addressCalls } from "./shop-api/addresses";
import { cartCalls } from "./shop-api/cart";
import { catalogueCalls } from "./shop-api/catalogue";
import { checkoutCalls } from "./shop-api/checkout";
import { consentCalls } from "./shop-api/consent";
import { customerDataCalls } from "./shop-api/customer-data";
import { customerCalls } from "./shop-api/customers";
import { guestLinkCalls } from "./shop-api/guest-links";
import { guestCalls } from "./shop-api/guests";
import { identityCalls } from "./shop-api/identity";
import { orderCalls } from "./shop-api/orders";
import { outboxCalls } from "./shop-api/outbox";
import { passwordResetCalls } from "./shop-api/password-resets";
import { paymentCustomerCalls } from "./shop-api/payment-customers";
import { refundCalls } from "./shop-api/refunds";
import { retentionCalls } from "./shop-api/retention";
import { returnCalls } from "./shop-api/returns";
import { reviewCalls } from "./shop-api/reviews";
import { searchCalls } from "./shop-api/search";
import { stockAlertCalls } from "./shop-api/stock-alerts";
import { taxCalls } from "./shop-api/taxes";
import { createTransport, type ShopApiClientOptions } from "./shop-api/transport";
import { wishlistCalls } from "./shop-api/wishlist";

export {
  CLIENT_ADDRESS_HEADER,
  parseUpstream,
  ShopApiError,
  ShopApiRefusal,
  ShopApiThrottled,
  type ShopApiClientOptions,
  type ShopApiErrorCode,
} from "./shop-api/transport";
export type { ClaimedRefund, ClaimedReturnRefund, RefundOutcome } from "./shop-api/refunds";
export type { ClaimedMessage } from "./shop-api/outbox";
export type { NewsConsentRecord } from "./shop-api/consent";
export type { ProductPageQuery, ShopSuggestion } from "./shop-api/search";
export type { CheckoutBasis } from "./shop-api/checkout";
export type { CustomerContact } from "./shop-api/customers";
export type { RetentionCounts } from "./shop-api/retention";

export function createShopApiClient(options: ShopApiClientOptions = {}) {
  const transport = createTransport(options);
  return {
    ...catalogueCalls(transport),
    ...searchCalls(transport),
    ...taxCalls(transport),
    ...customerCalls(transport),
    ...accountCalls(transport),
    ...addressCalls(transport),
    ...cartCalls(transport),
    ...checkoutCalls(transport),
    ...orderCalls(transport),
    ...returnCalls(transport),
    ...refundCalls(transport),
    ...outboxCalls(transport),
    ...reviewCalls(transport),
    ...passwordResetCalls(transport),
    ...wishlistCalls(transport),
    ...stockAlertCalls(transport),
    ...consentCalls(transport),
    ...customerDataCalls(transport),
    ...guestCalls(transport),
    ...guestLinkCalls(transport),
    ...paymentCustomerCalls(transport),
    ...retentionCalls(transport),
    ...identityCalls(transport),
  };
}

export type ShopApiClient = ReturnType<typeof createShopApiClient>;
