/**
 * The messages written in src/domain (validation, SPEC's error texts), which the functions and the
 * shop API answer in English as well: each English text and the id of its words in the page's
 * language. A page words a message it got from a schema or an answer with `useDomainMessage()`;
 * one it has no id for shows as it came. Imported by the forms' components only, not by the frame,
 * so its English keys cost the first screen nothing.
 */
import { useI18n } from "./i18n-context";
import type { MessageId } from "./translator";

export const DOMAIN_MESSAGES: Readonly<Record<string, MessageId>> = {
  // ---- catalogue
  // ---- end of catalogue
  // ---- cart
  // ---- end of cart
  // ---- account
  "Please enter a valid email address.": "error.invalidEmail",
  "Password must be at least 8 characters long.": "error.passwordLength",
  "Password must contain at least one uppercase letter.": "error.passwordUpper",
  "Password must contain at least one lowercase letter.": "error.passwordLower",
  "Password must contain at least one number.": "error.passwordNumber",
  "Please enter your email.": "error.enterEmail",
  "Please enter your password.": "error.enterPassword",
  "Invalid email or password.": "error.invalidCredentials",
  "First name is required.": "error.firstNameRequired",
  "Last name is required.": "error.lastNameRequired",
  "Email is required.": "error.emailRequired",
  "Phone number is required.": "error.phoneRequired",
  "Must be at most 20 characters.": "error.max20",
  "Must be at most 60 characters.": "error.max60",
  "Must be at most 254 characters.": "error.max254",
  "Login failed. Please check your email and password.": "error.loginFailed",
  "User data not found. Please try again.": "error.userNotFound",
  "An error occurred. Please try again later.": "error.requestError",
  "Registration failed. Please try again.": "error.registrationFailed",
  "This reset link is not valid.": "error.resetLinkBad",
  "This reset link is not valid. Please ask for a new one.": "error.resetLinkInvalid",
  "This reset link has already been used. Please ask for a new one.": "error.resetLinkUsed",
  "This reset link has expired. Please ask for a new one.": "error.resetLinkExpired",
  "Resetting a password is not possible right now. Please try again in a minute.": "error.resetNotNow",
  "Password resets by email are not available in this shop. Please contact us and we will help you sign in.":
    "error.resetUnavailable",
  "This request did not come from the shop's own pages.": "error.notFromShop",
  // ---- end of account
  // ---- orders
  // ---- end of orders
};

/** The id of a message written in src/domain, by its English text. */
export function domainMessageId(text: string): MessageId | undefined {
  return Object.hasOwn(DOMAIN_MESSAGES, text) ? DOMAIN_MESSAGES[text] : undefined;
}

/** Words a message from src/domain (or an answer carrying one) in the page's language. */
export function useDomainMessage(): (text: string) => string {
  const { t } = useI18n();
  return (text) => {
    const id = domainMessageId(text);
    return id ? t(id) : text;
  };
}
