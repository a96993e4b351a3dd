// The two message catalogues (issue 38): the same ids, the same values, each message valid ICU.
import { setupI18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { compiledMessages } from "@/app/messages.server";
import { en } from "@/lib/i18n/catalogs/en";
import { fr } from "@/lib/i18n/catalogs/fr";
import { LANGUAGE_TAG, LOCALES } from "@domain/locale";
import { DOMAIN_MESSAGES } from "@/lib/i18n/domain-messages";
import { renderMessage } from "@/lib/i18n/render-message";
import { translator } from "@/lib/i18n/translator";

/** The names of a message's {values} (plural and select arguments included), sorted. */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [unknown, unknown, unknown];
      if (typeof name === "string") names.add(name);
      if (choices && typeof choices === "object") Object.values(choices).forEach(visit);
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

describe("the message catalogues", () => {
  it("have the same ids in English and French", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it("have no empty message", () => {
    for (const [id, text] of [...Object.entries(en), ...Object.entries(fr)]) expect(text.trim(), id).not.toBe("");
  });

  it("ask for the same values in both languages", () => {
    for (const id of Object.keys(en) as (keyof typeof en)[]) expect(valueNames(fr[id]), id).toEqual(valueNames(en[id]));
  });

  it("write French with its own punctuation: a no-break space before a colon", () => {
    for (const [id, text] of Object.entries(fr)) expect(text, id).not.toMatch(/(?:\S|^) :|\S:(?:\s|$)/);
  });
});

describe("a page's words", () => {
  it("fill in values and choose plurals by the language's rules", () => {
    const english = translator("en", compiledMessages("en"));
    const french = translator("fr", compiledMessages("fr"));
    expect(english.t("countLabel", { label: "Cart", count: 1 })).toBe("Cart, 1 item");
    expect(english.t("countLabel", { label: "Cart", count: 0 })).toBe("Cart, 0 items");
    expect(english.t("countLabel", { label: "Cart", count: 2 })).toBe("Cart, 2 items");
    // French counts 0 and 1 in the singular.
    expect(french.t("countLabel", { label: "Panier", count: 0 })).toBe("Panier, 0 article");
    expect(french.t("countLabel", { label: "Panier", count: 1 })).toBe("Panier, 1 article");
    expect(french.t("countLabel", { label: "Panier", count: 2 })).toBe("Panier, 2 articles");
    expect(french.t("helloName", { name: "Zoé" })).toBe("Bonjour, Zoé");
  });

  it("reach the browser as JSON and read the same there", () => {
    const shipped = JSON.parse(JSON.stringify(compiledMessages("fr"))) as ReturnType<typeof compiledMessages>;
    expect(translator("fr", shipped).t("suggestionCount", { count: 3 })).toBe("3 suggestions");
  });
});

describe("the browser's renderer of compiled messages", () => {
  // Every message with every value a count can take in both languages' plural rules, and text.
  const samples = [0, 1, 2, 5, 21, 1234.5, "Zoé"];

  // Some 2,200 messages, each with every sample, compiled twice: about 4 s alone, more on a loaded
  // machine, beyond the unit project's default bound.
  it("writes what Lingui's own runtime writes, for every message of both catalogues", { timeout: 60_000 }, () => {
    const catalogues = { en, fr };
    for (const locale of LOCALES) {
      const compiled = compiledMessages(locale);
      const lingui = setupI18n({
        locale: LANGUAGE_TAG[locale],
        messages: { [LANGUAGE_TAG[locale]]: compiled as Messages },
      });
      for (const id of Object.keys(catalogues[locale])) {
        const names = valueNames(catalogues[locale][id as keyof typeof en]);
        for (const sample of samples) {
          const values = Object.fromEntries(names.map((name) => [name, sample]));
          expect(renderMessage(compiled[id] ?? id, LANGUAGE_TAG[locale], values), `${locale} ${id} ${sample}`).toBe(
            lingui._(id, values),
          );
        }
      }
    }
  });

  it("handles plural and select choices, exact counts, nested values and a literal # outside a plural", () => {
    const message = compileMessage(
      "#{n, plural, =0 {none} one {# thing of {who}} other {# things}} {g, select, a {A} other {O}}",
    );
    const lingui = setupI18n({ locale: "fr-CA", messages: { "fr-CA": { m: message } as Messages } });
    for (const n of [0, 1, 1.5, 2, 1000]) {
      for (const g of ["a", "b"]) {
        const values = { n, who: "Zoé", g };
        expect(renderMessage(message, "fr-CA", values)).toBe(lingui._("m", values));
      }
    }
  });
});

describe("the messages written in src/domain", () => {
  it("each have an id whose English words are the domain's text, and French words", () => {
    for (const [text, id] of Object.entries(DOMAIN_MESSAGES)) {
      expect(en[id], text).toBe(text);
      expect(fr[id], text).toBeTruthy();
    }
  });
});
