/**
 * The test-mode card form's fields as shoppers type them, turned into what the provider reads.
 * Nothing is judged here: the provider answers with its own message for a bad number or expiry.
 */
const CARD_NUMBER_MAX_DIGITS = 19;

/** Digits only, in groups of four as printed on the card: "4242424242424242" -> "4242 4242 4242 4242". */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "MM / YY" while typing: a slash after the month once a third digit arrives. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** "12 / 34", "12/34", "1234" or "12/2034" -> month and year texts, as typed. */
export function splitExpiry(text: string): { month: string; year: string } {
  const parts = text.split("/").map((part) => part.trim());
  if (parts.length >= 2) return { month: parts[0] ?? "", year: parts[1] ?? "" };
  const digits = text.replace(/\D/g, "");
  return { month: digits.slice(0, 2), year: digits.slice(2) };
}

export function cardNumberDigits(text: string): string {
  return text.replace(/\D/g, "");
}
