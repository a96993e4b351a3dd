// French as it is written (issue 38): "de" elided before a vowel, a plural for one rating, and
// measures with the decimal comma; English pages say exactly what they said.
import { describe, expect, it } from "vitest";
import { compiledMessages } from "@/app/messages.server";
import { initial } from "@/lib/i18n/elision";
import { labelOption } from "@/lib/i18n/label-option";
import { translator } from "@/lib/i18n/translator";
import { measureText } from "@domain/measure-text";
import { optionLabels } from "@/app/option-labels.server";

const english = translator("en", compiledMessages("en"));
const french = translator("fr", compiledMessages("fr"));

describe("French elision of de before a name", () => {
  it("writes d’ before a vowel, accented or not, and de before a consonant, an h or a y", () => {
    const whose = (name: string) =>
      french.t("addresses.whose", { name, street: "1 rue Principale", initial: initial(name) });
    expect(whose("Asha")).toBe("l’adresse d’Asha, 1 rue Principale");
    expect(whose("Émilie")).toBe("l’adresse d’Émilie, 1 rue Principale");
    expect(whose("Zoé")).toBe("l’adresse de Zoé, 1 rue Principale");
    expect(whose("Hugues")).toBe("l’adresse de Hugues, 1 rue Principale");
    expect(french.t("reviews.by", { author: "Ines", initial: initial("Ines") })).toBe("Avis d’Ines");
    expect(french.t("cart.decrease", { name: "Écran solaire", initial: initial("Écran solaire") })).toBe(
      "Diminuer la quantité d’Écran solaire",
    );
    expect(french.t("addresses.deleted", { name: "Omar", initial: "vowel" })).toBe("L’adresse d’Omar a été supprimée.");
  });

  it("leaves English as it was", () => {
    expect(english.t("addresses.whose", { name: "Asha", street: "1 Main St", initial: initial("Asha") })).toBe(
      "address of Asha, 1 Main St",
    );
    expect(english.t("addresses.deleted", { name: "Asha", initial: "vowel" })).toBe("The address of Asha was deleted.");
    expect(english.t("reviews.by", { author: "Ines", initial: "vowel" })).toBe("Review by Ines");
    expect(english.t("checkout.editWhich", { name: "Omar", street: "2 Elm", initial: "vowel" })).toBe(
      "address of Omar, 2 Elm",
    );
  });
});

describe("a product's rating count", () => {
  it("is singular in French for 0 and 1, plural from 2, and for a grouped count", () => {
    const rated = (count: string) => french.t("card.rated", { rating: "4,5", count });
    expect(rated("1")).toBe("Noté 4,5 sur 5, 1 évaluation");
    expect(rated("0")).toBe("Noté 4,5 sur 5, 0 évaluation");
    expect(rated("2")).toBe("Noté 4,5 sur 5, 2 évaluations");
    expect(rated("1\u00a0234")).toBe("Noté 4,5 sur 5, 1\u00a0234 évaluations");
    expect(rated("none")).toBe("Noté 4,5 sur 5");
  });

  it("says in English what it said", () => {
    expect(english.t("card.rated", { rating: "4.5", count: "1" })).toBe("Rated 4.5 out of 5, 1 ratings");
    expect(english.t("card.rated", { rating: "4.5", count: "1,234" })).toBe("Rated 4.5 out of 5, 1,234 ratings");
    expect(english.t("card.rated", { rating: "4.5", count: "none" })).toBe("Rated 4.5 out of 5");
  });
});

describe("measures on French pages", () => {
  it("take the decimal comma and French units' symbols", () => {
    expect(measureText("3.5 g", "fr")).toBe("3,5 g");
    expect(measureText("0.35 g", "fr")).toBe("0,35 g");
    expect(measureText("8 x 10 in", "fr")).toBe("8 x 10 po");
    expect(measureText("64 GB", "fr")).toBe("64 Go");
    expect(measureText("45 x 45 cm", "fr")).toBe("45 x 45 cm");
    expect(measureText("3.5 g", "en")).toBe("3.5 g");
    expect(measureText("Medium", "fr")).toBeUndefined();
  });

  it("are what a French page shows for a size without a label, not marked English", () => {
    const labels = optionLabels("fr");
    expect(labelOption(labels, "3.5 g")).toEqual({ text: "3,5 g", lang: undefined });
    expect(labelOption(labels, "Medium")).toEqual({ text: "Moyen", lang: undefined });
    expect(labelOption(labels, "Neon Zebra")).toEqual({ text: "Neon Zebra", lang: "en" });
    expect(labelOption(optionLabels("en"), "3.5 g")).toEqual({ text: "3.5 g", lang: undefined });
  });
});
