// Unit: the screens' dates in each language (issue 38): English as SPEC's screens show them
// (en-IN, "7 Dec 2026"), French as fr-CA writes them ("7 déc. 2026", ../shared/FRENCH.md).
import { describe, expect, it } from "vitest";
import { formatOrderDate, formatOrderMoment } from "@/features/orders/utils/order-date";
import { formatReviewDate } from "@/features/reviews/utils/review-date";
import { emailWords } from "@functions/_shared/emails/email-words";

describe("order dates per language", () => {
  it("writes a calendar day as that day, in English and in French", () => {
    expect(formatOrderDate("2026-12-07", "en", "America/Vancouver")).toBe("7 Dec 2026");
    expect(formatOrderDate("2026-12-07", "fr", "America/Vancouver")).toBe("7 déc. 2026");
    expect(formatOrderDate("2026-07-05", "fr", "America/Vancouver")).toBe("5 juill. 2026");
  });

  it("writes a moment on the calendar of the zone it is given", () => {
    expect(formatOrderDate("2026-12-07T12:00:00Z", "en", "America/Vancouver")).toBe("7 Dec 2026");
    expect(formatOrderDate("2026-12-07T12:00:00Z", "fr", "America/Vancouver")).toBe("7 déc. 2026");
    // 01:00 UTC on the 8th is the 7th's evening in Vancouver and Toronto; a calendar day stays that day.
    expect(formatOrderDate("2026-12-08T01:00:00Z", "en", "America/Vancouver")).toBe("7 Dec 2026");
    expect(formatOrderDate("2026-12-08T01:00:00Z", "en", "UTC")).toBe("8 Dec 2026");
    expect(formatOrderDate("2026-12-08", "en", "America/Vancouver")).toBe("8 Dec 2026");
    expect(formatOrderMoment("2026-12-08T01:00:00Z", "en", "America/Toronto")).toBe("7 Dec 2026, 8:00 pm");
  });

  it("keeps a text that is no date as it is", () => {
    expect(formatOrderDate("not a date", "fr", "America/Vancouver")).toBe("not a date");
  });

  it("keeps each language's formatter apart once both are built", () => {
    expect([
      formatOrderDate("2026-11-26", "fr", "America/Vancouver"),
      formatOrderDate("2026-11-26", "en", "America/Vancouver"),
    ]).toEqual(["26 nov. 2026", "26 Nov 2026"]);
  });
});

describe("review dates per language", () => {
  it("writes the review's day in the page's language", () => {
    expect(formatReviewDate("2026-12-07", "en")).toBe("7 Dec 2026");
    expect(formatReviewDate("2026-12-07", "fr")).toBe("7 déc. 2026");
    expect(formatReviewDate("2026-02-01T00:00:00Z", "fr")).toBe("1 févr. 2026");
  });
});

describe("email dates", () => {
  it("write a moment on the shop's clock and a calendar day as that day", () => {
    // 01:00 UTC on the 8th: an order placed on the 7th's evening in Toronto.
    expect(emailWords("en").date("2026-12-08T01:00:00Z")).toBe("7 Dec 2026");
    expect(emailWords("fr").date("2026-12-08T01:00:00Z")).toBe("7 décembre 2026");
    expect(emailWords("en").date("2026-12-10")).toBe("10 Dec 2026");
    expect(emailWords("en").date(null)).toBe("");
  });
});
