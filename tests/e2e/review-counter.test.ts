/**
 * The review form's counter (issue 40): one maximum for a guest's review (kept in the browser) and
 * a customer's (published), so the counter, the field's limit and the check agree whoever writes.
 */
import { describe, expect, inject, it } from "vitest";
import { REVIEW_MAX_LENGTH } from "@/domain/review";
import { registerCustomer, signInContext } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { allProducts } from "../support/catalogue";

const baseUrl = inject("baseUrl");

describe("the review counter", { timeout: 180_000 }, () => {
  it("reads the same maximum for a guest and for a signed-in customer", async () => {
    const [product] = await allProducts(baseUrl);
    if (!product) throw new Error("the seed has no products");
    const customer = await registerCustomer(baseUrl, "Counter");
    const seen: string[] = [];
    for (const signedIn of [false, true]) {
      await withBrowser(async (session) => {
        const { page } = await session.newPage();
        if (signedIn) await signInContext(page, baseUrl, customer);
        await page.goto(`${baseUrl}/product/${product.id}`);
        const reviews = page.getByRole("region", { name: "Reviews" });
        const text = reviews.getByRole("textbox", { name: "Your review" });
        // The form as it stands once the page knows who is signed in.
        await reviews.getByRole("button", { name: "Submit review" }).waitFor();
        await text.fill("Soft and well made.");
        const counter = reviews.getByText(`19/${REVIEW_MAX_LENGTH} characters`, { exact: true });
        await counter.waitFor();
        expect(await text.getAttribute("maxlength")).toBe(String(REVIEW_MAX_LENGTH));
        seen.push(await counter.innerText());
      });
    }
    expect(seen).toEqual([`19/${REVIEW_MAX_LENGTH} characters`, `19/${REVIEW_MAX_LENGTH} characters`]);
  });
});
