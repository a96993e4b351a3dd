// The two messages of a return (issue 30): the instructions with the return's number, its lines
// and amounts; the refund with what went back to which card.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderEmail } from "@functions/_shared/emails/render-email";
import { ReturnRefundedEmail, returnRefundedSubject } from "@functions/_shared/emails/return-refunded-email";
import { ReturnRequestedEmail, returnRequestedSubject } from "@functions/_shared/emails/return-requested-email";
import { demoReturnRefunded, demoReturnRequested } from "../support/email-demo";

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("return emails", () => {
  it("the request's email gives the number, the lines with their tax share and how to send them back", async () => {
    expect(returnRequestedSubject(demoReturnRequested.orderReturn, "en")).toBe(
      "Your return R000012 for order #1042: how to send it back",
    );
    const { text } = await renderEmail(createElement(ReturnRequestedEmail, demoReturnRequested));
    const body = flat(text);
    expect(body).toContain("Cotton Kurta");
    expect(body).toContain("Returning 2 of 2");
    expect(body).toContain("₹1,298.00");
    expect(body).toContain("₹168.74");
    expect(body).toContain("₹1,466.74");
    expect(body).toContain("Write the return number R000012 clearly on the parcel");
    expect(body).not.toContain("Canvas Tote");
  });

  it("the refund's email says what went back to which card", async () => {
    expect(returnRefundedSubject(demoReturnRefunded.orderReturn, "en")).toBe(
      "Your return R000012 is refunded: ₹1,466.74",
    );
    const { text } = await renderEmail(createElement(ReturnRefundedEmail, demoReturnRefunded));
    expect(flat(text)).toContain("Refunded ₹1,466.74 to the card ending 4242.");
  });
});
