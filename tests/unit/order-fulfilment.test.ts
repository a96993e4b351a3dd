// Fulfilment's rules (issue 42, decision 050): one step at a time, never on a cancelled order, no
// Cancel once shipped, and the carriers' tracking numbers and pages.
import { describe, expect, it } from "vitest";
import { isCancellable } from "@/domain/order";
import {
  advanceRefusal,
  expectedAfterShipping,
  normalTrackingNumber,
  trackingNumberRefusal,
  trackingUrl,
} from "@/domain/order-fulfilment";

describe("advanceRefusal", () => {
  it("lets an order take its next step, and a step already taken again (nothing changes)", () => {
    expect(advanceRefusal({ id: 7, status: "Placed" }, "Packed")).toBeNull();
    expect(advanceRefusal({ id: 7, status: "Out for delivery" }, "Delivered")).toBeNull();
    expect(advanceRefusal({ id: 7, status: "Delivered" }, "Shipped")).toBeNull();
  });

  it("refuses a step skipped, and any step of a cancelled order, saying why", () => {
    expect(advanceRefusal({ id: 7, status: "Placed" }, "Shipped")).toBe(
      "Order #7 is Placed: it must be Packed before it can be Shipped.",
    );
    expect(advanceRefusal({ id: 7, status: "Cancelled" }, "Packed")).toBe(
      "Order #7 is cancelled: a cancelled order cannot advance.",
    );
  });
});

describe("cancelling", () => {
  it("is offered until the parcel leaves", () => {
    expect(["Placed", "Packed", "Shipped", "Out for delivery", "Delivered", "Cancelled"].map(isCancellable)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("carriers", () => {
  it("know their tracking numbers", () => {
    expect(trackingNumberRefusal("Canada Post", normalTrackingNumber("7023 2100 3941 4604"))).toBeNull();
    expect(trackingNumberRefusal("Canada Post", "RR123456785CA")).toBeNull();
    expect(trackingNumberRefusal("UPS", "1Z999AA10123456784")).toBeNull();
    expect(trackingNumberRefusal("Purolator", "329012345678")).toBeNull();
    expect(trackingNumberRefusal("UPS", "7023210039414604")).toBe(
      "7023210039414604 is not a UPS tracking number (e.g. 1Z999AA10123456784).",
    );
  });

  it("link to their own tracking pages, in French where they have one", () => {
    const parcel = (carrier: string, trackingNumber: string) => ({ carrier, trackingNumber, trackingUrl: null });
    expect(trackingUrl(parcel("Canada Post", "7023210039414604"), "fr")).toBe(
      "https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=7023210039414604",
    );
    expect(trackingUrl(parcel("UPS", "1Z999AA10123456784"), "en")).toBe(
      "https://www.ups.com/track?loc=en_CA&tracknum=1Z999AA10123456784",
    );
    expect(trackingUrl(parcel("Purolator", "329012345678"), "en")).toBe(
      "https://www.purolator.com/en/shipping/tracker?pin=329012345678",
    );
    expect(trackingUrl(parcel("Purolator", "329012345678"), "fr")).toBe(
      "https://www.purolator.com/fr/shipping/tracker?pin=329012345678",
    );
    // A vendor's carrier keeps the address it came with.
    expect(trackingUrl({ carrier: "Dicom", trackingNumber: "X", trackingUrl: "https://example.test/X" }, "fr")).toBe(
      "https://example.test/X",
    );
  });

  it("never promise an arrival before the parcel can arrive", () => {
    const shipped = new Date("2026-12-07T10:00:00.000Z");
    expect(expectedAfterShipping("2026-12-12", shipped)).toBe("2026-12-12");
    expect(expectedAfterShipping("2026-12-05", shipped)).toBe("2026-12-09");
    expect(expectedAfterShipping("2026-12-12", shipped, "2026-12-10")).toBe("2026-12-10");
  });
});
