// /stock-alerts' one action reads its posts with one schema (src/features/stock-alerts/utils/stock-alert-form.ts):
// what the product page, the list and its "shown in stock" send, and nothing else (decision 057).
import { describe, expect, it } from "vitest";
import { stockAlertWriteOf } from "@/features/stock-alerts/utils/stock-alert-form";
import { isDocumentPost } from "@/lib/form/posted-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("the stock alert form", () => {
  it("reads a follow, an unfollow and a mark of the products shown in stock", () => {
    expect(stockAlertWriteOf(form({ intent: "add", productId: "12", returnTo: "/fr/product/12" }))).toEqual({
      intent: "add",
      productId: 12,
      returnTo: "/fr/product/12",
    });
    expect(stockAlertWriteOf(form({ intent: "remove", productId: "7" }))).toEqual({
      intent: "remove",
      productId: 7,
      returnTo: null,
    });
    expect(stockAlertWriteOf(form({ intent: "seen", ids: "3,17" }))).toEqual({ intent: "seen", ids: [3, 17] });
    expect(stockAlertWriteOf(form({ intent: "seen", ids: "" }))).toEqual({ intent: "seen", ids: [] });
  });

  it("refuses anything else, and keeps a page off the site out of returnTo", () => {
    const refused: Record<string, string>[] = [
      {},
      { intent: "add" },
      { intent: "follow", productId: "1" },
      { intent: "add", productId: "0" },
      { intent: "add", productId: "1e3" },
      { intent: "add", productId: "99999999999999999999" },
      { intent: "seen", ids: "3,,4" },
      { intent: "seen", ids: "-1" },
      { intent: "seen", ids: Array.from({ length: 51 }, (_, index) => index + 1).join(",") },
    ];
    for (const fields of refused) expect(stockAlertWriteOf(form(fields))).toBeNull();
    expect(stockAlertWriteOf(form({ intent: "add", productId: "1", returnTo: "//evil.example" }))).toMatchObject({
      returnTo: null,
    });
  });

  it("tells the browser's own post (it asks for a page) from React Router's fetch (any type)", () => {
    const post = (accept?: string) =>
      new Request("http://shop.test/stock-alerts", { method: "POST", headers: accept ? { Accept: accept } : {} });
    expect(isDocumentPost(post("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"))).toBe(true);
    expect(isDocumentPost(post("*/*"))).toBe(false);
    expect(isDocumentPost(post())).toBe(false);
  });
});
