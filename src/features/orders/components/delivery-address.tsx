import { AddressLines } from "@/components/address-lines";
import type { DeliveryAddress } from "@/domain/order";

/** SPEC.md section 2's delivery-to block: where the order goes, as it was when it was placed. */
export function DeliveryTo({ address }: { address: DeliveryAddress | null }) {
  return (
    <section className="panel orders-panel" aria-labelledby="delivery-to-title">
      <h2 id="delivery-to-title">Delivery to</h2>
      {address ? (
        <address className="delivery-to">
          <span className="delivery-to__name">{address.name}</span>
          <AddressLines address={address} />
          <span>Mobile: {address.mobile}</span>
        </address>
      ) : (
        <p className="muted">The delivery address of this order is not available.</p>
      )}
    </section>
  );
}
