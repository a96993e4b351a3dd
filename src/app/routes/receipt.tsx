import type { Route } from "./+types/receipt";
import { loadCustomerData, privateMeta, signInFirst } from "@/app/private-route";
import { useRootData } from "@/app/root-data";
import { useLoaderData } from "react-router";
import { SHOP_NAME } from "@/domain/shop-name";
import { getReceipt } from "@/features/orders/api/get-receipt";
import { OrderReceipt } from "@/features/orders/components/order-receipt";
import { orderIdFrom } from "@/features/orders/utils/order-location";
import { rootTranslator } from "@/app/root-translator";
import { ShopLogo } from "@/features/shell/components/shop-logo";
import type { LoadResult } from "@/lib/load-result";
import type { Receipt } from "@/domain/receipt";
import { useSessionUser } from "@/lib/session-user";

const NOT_FOUND: LoadResult<Receipt | null> = { status: "loaded", data: null };

/**
 * The receipt of `?order=`, read for the signed-in customer only; a guest (opening it from an
 * email, say) signs in first and comes back here.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadResult<Receipt | null>> {
  const orderId = orderIdFrom(new URL(request.url).searchParams);
  if (orderId === null) return NOT_FOUND;
  const loaded = await loadCustomerData((signal) => getReceipt(request, orderId, signal), request.signal, "shopper");
  if (loaded.status === "guest") throw signInFirst(request);
  return loaded;
}
clientLoader.hydrate = true as const;

/**
 * /receipt?order={id}: the tax receipt of a paid order, under the shop's name and logo (the
 * header's). Another customer's order and an unknown one get the not-found state.
 */
function ReceiptRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  const user = useSessionUser();
  const { logo } = useRootData();
  const shop = { name: SHOP_NAME, logo: <ShopLogo logo={logo} /> };
  return <OrderReceipt receipt={user === null ? NOT_FOUND : loaded} shop={shop} />;
}

export default ReceiptRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";

/** "Receipt for Order #12": also the file name a browser suggests when it saves the page as PDF. */
export function meta(args: Route.MetaArgs) {
  const orderId = orderIdFrom(new URLSearchParams(args.location.search));
  const { t } = rootTranslator(args.matches);
  return privateMeta(
    orderId === null ? t("receipt.metaTitle") : t("receipt.metaTitleOf", { name: t("orders.name", { id: orderId }) }),
  )(args);
}
