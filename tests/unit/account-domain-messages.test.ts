// Issue 38: the messages src/domain writes for the account forms have French words, the ones it
// builds from values (a province's postal district) included.
import { describe, expect, it } from "vitest";
import { compiledMessages } from "@/app/messages.server";
import { POSTAL_DISTRICTS, wrongDistrictMessage } from "@/domain/postal-code";
import { domainMessageId } from "@/lib/i18n/domain-messages";
import { translator } from "@/lib/i18n/translator";

const french = translator("fr", compiledMessages("fr"));

describe("the account forms' domain messages", () => {
  it("word every province's postal-district message in French", () => {
    for (const { province } of POSTAL_DISTRICTS) {
      const id = domainMessageId(wrongDistrictMessage(province));
      expect(id, province).toBeDefined();
      expect(french.t(id!), province).toMatch(/^Un code postal .+ commence par [A-Z](?:, [A-Z])*(?: ou [A-Z])?\.$/);
    }
    expect(french.t(domainMessageId(wrongDistrictMessage("Quebec"))!)).toBe(
      "Un code postal du Québec commence par G, H ou J.",
    );
  });
});
