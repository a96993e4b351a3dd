// The parcel's two messages (issue 42): shipped with the carrier, the tracking number, the
// carrier's page and the expected day; delivered with Return items and a review link per product;
// each in the customer's language.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import {
  OrderDeliveredEmail,
  orderDeliveredSubject,
  OrderShippedEmail,
  orderShippedSubject,
} from "@functions/_shared/emails/order-parcel-emails";
import { renderEmail } from "@functions/_shared/emails/render-email";
import { demoDelivered, demoInFrench, demoShipped } from "../support/email-demo";

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("parcel emails", () => {
  it("the shipped email names the carrier, the tracking number, its page and the day it should arrive", async () => {
    expect(orderShippedSubject(demoShipped.order, "en")).toBe("Your order #1042 is on its way");
    const { html, text } = await renderEmail(createElement(OrderShippedEmail, demoShipped));
    const body = flat(text);
    expect(body).toContain("Carrier: Canada Post");
    expect(body).toContain("Tracking number: 7023210039414604");
    expect(body).toContain("Arriving by: 2 Dec 2026");
    expect(body).toContain("Cotton Kurta");
    expect(html).toContain(
      'href="https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023210039414604"',
    );
  });

  it("the delivered email offers Return items and a review of each product", async () => {
    expect(orderDeliveredSubject(demoDelivered.order, "en")).toBe("Your order #1042 was delivered");
    const { html, text } = await renderEmail(createElement(OrderDeliveredEmail, demoDelivered));
    expect(flat(text)).toContain("was delivered on 1 Dec 2026");
    expect(html).toContain('href="http://localhost:8888/your-orders/1042/return"');
    for (const line of demoDelivered.order.lines) {
      expect(flat(text)).toContain(`Write a review of ${line.name}`);
      expect(html).toContain(`href="http://localhost:8888/product/${line.productId}#reviews-title"`);
    }
  });

  it("both speak French to a French customer, with French links", async () => {
    expect(orderShippedSubject(demoShipped.order, "fr")).toBe("Votre commande nº 1042 est en route");
    const shipped = await renderEmail(createElement(OrderShippedEmail, demoInFrench.shipped));
    expect(flat(shipped.text)).toContain("Numéro de suivi : 7023210039414604");
    expect(shipped.html).toContain("track-reperage/fr#/search?searchFor=7023210039414604");
    const delivered = await renderEmail(createElement(OrderDeliveredEmail, demoInFrench.delivered));
    expect(delivered.html).toContain('href="http://localhost:8888/fr/your-orders/1042/return"');
    expect(flat(delivered.text)).toContain("Retourner des articles");
  });
});
