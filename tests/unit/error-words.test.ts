// A function's refusal worded in the page's language (src/lib/i18n/error-words.ts): the English
// page shows the function's text as it is, a French page words it by its code, else generally.
import { describe, expect, it } from "vitest";
import { compiledMessages } from "@/app/messages.server";
import { errorWords } from "@/lib/i18n/error-words";
import { translator } from "@/lib/i18n/translator";

const english = translator("en", compiledMessages("en"));
const french = translator("fr", compiledMessages("fr"));
const providerDown = {
  code: "payment_provider_error",
  message: "The payment provider could not be reached. Please try again.",
};

describe("a function's refusal in the page's words", () => {
  it("says the payment provider did not answer, in French on a French page (/paymentpage's start and saved card)", () => {
    expect(errorWords(english, providerDown)).toBe(providerDown.message);
    expect(errorWords(french, providerDown)).toBe("Le fournisseur de paiement ne répond pas. Veuillez réessayer.");
  });

  it("falls back to the general words for a code the catalogue does not know", () => {
    expect(errorWords(french, { code: "something_new", message: "Something new went wrong." })).toBe(
      french.t("error.requestError"),
    );
  });
});
