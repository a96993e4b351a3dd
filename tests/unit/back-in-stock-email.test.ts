// Back in stock by email (issue 27, decision 028): the template in both parts, the outbox key of
// one return to stock, and the stop link's signed token.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { BackInStockEmail, backInStockSubject } from "@functions/_shared/emails/back-in-stock-email";
import { renderEmail } from "@functions/_shared/emails/render-email";
import {
  customerOfStopToken,
  stockAlertsStopPath,
  stockAlertsStopToken,
} from "@functions/_shared/stock-alerts-stop-token";
import { asPaise } from "@domain/money";
import { formatMoney } from "@domain/money-text";
import { backInStockSubject as backInStockKeySubject, messageKey } from "@domain/outbox";
import { demoBackInStock } from "../support/email-demo";

describe("back-in-stock email", () => {
  it("names the product with its price, links View product to the product (it only opens it) and the stop page, in both parts", async () => {
    const { html, text } = await renderEmail(createElement(BackInStockEmail, demoBackInStock));
    const flatText = text.replace(/\s+/g, " ");
    // React's text separators dropped: what a mail client shows.
    const shown = html.replace(/<!-- -->/g, "");
    for (const fact of ["Handloom Cotton Kurta", formatMoney(asPaise(129900)), "only 2 left", "Hello Asha Verma"]) {
      expect(shown, fact).toContain(fact);
      expect(flatText, fact).toContain(fact);
    }
    expect(html).toMatch(/href="http:\/\/localhost:8888\/product\/118"[^>]*>[\s\S]*?View product/);
    expect(text).toContain("http://localhost:8888/product/118");
    const stop = demoBackInStock.stopUrl.replace(/&/g, "&amp;");
    expect(html).toContain(`href="${stop}"`);
    expect(text).toContain(demoBackInStock.stopUrl);
    // Readable with images off: the picture says what it shows.
    expect(html).toContain('alt="Handloom Cotton Kurta"');
    expect(backInStockSubject(demoBackInStock.product, "en")).toBe("Back in stock: Handloom Cotton Kurta");
  });

  it("is keyed by the alert and the return to stock, so a second return is a second message", () => {
    const alert = { customerId: 7, productId: 118 };
    expect(messageKey("back-in-stock", backInStockKeySubject(alert, 1))).toBe("back-in-stock:7-118:1");
    expect(messageKey("back-in-stock", backInStockKeySubject(alert, 2))).not.toBe(
      messageKey("back-in-stock", backInStockKeySubject(alert, 1)),
    );
  });
});

describe("the stop link's token", () => {
  it("names its customer, and only its customer", async () => {
    const token = await stockAlertsStopToken(7);
    expect(await customerOfStopToken(token)).toBe(7);
    expect(stockAlertsStopPath(token)).toBe(`/stock-alerts/stop?token=${token}`);
    expect(await stockAlertsStopToken(8)).not.toBe(token);
  });

  it("refuses a token changed to name another customer, forged, cut short or empty", async () => {
    const token = await stockAlertsStopToken(7);
    const mac = token.split(".")[1] ?? "";
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    for (const forged of [`8.${mac}`, `7.${flipped}`, token.slice(0, -1), "7.", "", "7", `07.${mac}`]) {
      expect(await customerOfStopToken(forged), forged).toBeNull();
    }
  });
});
