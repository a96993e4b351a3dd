import { AddressLines } from "@/components/address-lines";
import type { DeliveryAddress } from "@/domain/order";
import { useI18n } from "@/lib/i18n/i18n-context";

/** SPEC.md section 2's delivery-to block: where the order goes, as it was when it was placed. */
export function DeliveryTo({ address }: { address: DeliveryAddress | null }) {
  const { t } = useI18n();
  return (
    <section className="panel orders-panel" aria-labelledby="delivery-to-title">
      <h2 id="delivery-to-title">{t("orders.deliveryTo")}</h2>
      {address ? (
        <address className="delivery-to">
          <span className="delivery-to__name">{address.name}</span>
          <AddressLines address={address} />
          <span>{t("orders.mobile", { mobile: address.mobile })}</span>
        </address>
      ) : (
        <p className="muted">{t("orders.noAddress")}</p>
      )}
    </section>
  );
}
