// Issue 38: the messages src/domain writes for the account forms have French words, the ones it
// builds from values (a province's postal district) included.
import { describe, expect, it } from "vitest";
import { compiledMessages } from "@/app/messages.server";
import { INVALID_EMAIL } from "@/domain/account";
import { FIELD_REQUIRED, MOBILE_INVALID, POSTAL_CODE_INVALID } from "@/domain/address";
import { CONTACT_TOO_MANY, MESSAGE_TOO_SHORT } from "@/domain/contact";
import { RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED } from "@/domain/password-reset";
import { POSTAL_DISTRICTS, wrongDistrictMessage } from "@/domain/postal-code";
import { STOCK_ALERTS_FULL, STOP_ALERTS_FAILED } from "@/domain/stock-alerts";
import {
  EMPTY_LOGIN_VALUES,
  checkLogin,
  LOGIN_FAILED,
  REQUEST_ERROR,
  USER_NOT_FOUND,
} from "@/features/auth/utils/login-messages";
import { checkRegistration, EMPTY_REGISTER_VALUES, REGISTRATION_FAILED } from "@/features/auth/utils/register-messages";
import { WISHLIST_PRODUCTS_FAILED } from "@/features/wishlist/components/wishlist-screen";
import { WISHLIST_FETCH_FAILED } from "@/domain/wishlist";
import { RESET_NOT_NOW, RESET_UNAVAILABLE } from "@functions/_shared/password-reset";
import { domainMessageId } from "@/lib/i18n/domain-messages";
import { translator } from "@/lib/i18n/translator";

const french = translator("fr", compiledMessages("fr"));

describe("the account forms' domain messages", () => {
  it("word the sign-in and registration forms' field messages and the account screens' refusals", () => {
    const login = checkLogin(EMPTY_LOGIN_VALUES);
    const registration = checkRegistration({ ...EMPTY_REGISTER_VALUES, email: "x", password: "short" });
    const fieldMessages = [login, registration].flatMap((check) => (check.ok ? [] : Object.values(check.errors)));
    expect(fieldMessages.length).toBe(7);
    const texts = [
      ...fieldMessages,
      INVALID_EMAIL,
      FIELD_REQUIRED,
      POSTAL_CODE_INVALID,
      MOBILE_INVALID,
      CONTACT_TOO_MANY,
      MESSAGE_TOO_SHORT,
      RESET_LINK_INVALID,
      RESET_LINK_USED,
      RESET_LINK_EXPIRED,
      RESET_NOT_NOW,
      RESET_UNAVAILABLE,
      STOCK_ALERTS_FULL,
      STOP_ALERTS_FAILED,
      LOGIN_FAILED,
      USER_NOT_FOUND,
      REQUEST_ERROR,
      REGISTRATION_FAILED,
      WISHLIST_FETCH_FAILED,
      WISHLIST_PRODUCTS_FAILED,
    ];
    for (const text of texts) expect(domainMessageId(text), text).toBeDefined();
  });

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
