/**
 * Canadian postal codes (issue 31), for the address form, the functions and the shop API alike.
 * SPEC.md section 5 says "zip numeric"; the shop delivers only in Canada, so a postal code as
 * Canada Post writes it (`A1A 1A1`) is accepted too, and digits still are.
 */

/**
 * The first letter of every postal code of a province or territory (Canada Post's postal
 * districts), by the tax table's name and two-letter code. Nunavut and the Northwest Territories
 * share X.
 */
export const POSTAL_DISTRICTS: readonly { province: string; code: string; letters: string }[] = [
  { province: "Newfoundland and Labrador", code: "NL", letters: "A" },
  { province: "Nova Scotia", code: "NS", letters: "B" },
  { province: "Prince Edward Island", code: "PE", letters: "C" },
  { province: "New Brunswick", code: "NB", letters: "E" },
  { province: "Quebec", code: "QC", letters: "GHJ" },
  { province: "Ontario", code: "ON", letters: "KLMNP" },
  { province: "Manitoba", code: "MB", letters: "R" },
  { province: "Saskatchewan", code: "SK", letters: "S" },
  { province: "Alberta", code: "AB", letters: "T" },
  { province: "British Columbia", code: "BC", letters: "V" },
  { province: "Nunavut", code: "NU", letters: "X" },
  { province: "Northwest Territories", code: "NT", letters: "X" },
  { province: "Yukon", code: "YT", letters: "Y" },
];

export const POSTAL_CODE_INVALID = "Please enter a postal code like M5V 3L9, or a numeric zip code.";

/**
 * Canada Post never uses D, F, I, O, Q or U (they read like digits or each other), nor W or Z
 * as the first letter; the space in the middle is optional and case does not matter.
 */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;
/** A numeric zip as SPEC.md asks for, of the 5 or 6 digits a real one has (issue 40: "1" was saved). */
const NUMERIC_ZIP = /^\d{5,6}$/;

/** A postal code (any case, with or without the space) or a numeric zip, once trimmed. */
export const POSTAL_CODE_OR_ZIP = new RegExp(
  `^(?:${POSTAL_CODE.source.slice(1, -1)}|${NUMERIC_ZIP.source.slice(1, -1)})$`,
  "i",
);

/**
 * The code as it is stored and shown: a postal code as `A1A 1A1` in capitals, a numeric zip as
 * typed (trimmed). Anything else comes back trimmed, for the validation to refuse.
 */
export function normalizePostalCode(text: string): string {
  const trimmed = text.trim();
  const match = POSTAL_CODE.exec(trimmed);
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : trimmed;
}

/** The postal district of a province given by name or code, case-insensitively. */
export function postalDistrict(province: string) {
  const wanted = province.trim().toLocaleLowerCase("en");
  return POSTAL_DISTRICTS.find(
    (district) =>
      district.province.toLocaleLowerCase("en") === wanted || district.code.toLocaleLowerCase("en") === wanted,
  );
}

/** "K, L, M, N or P" */
function letterList(letters: string): string {
  const all = [...letters];
  return all.length === 1 ? all.join("") : `${all.slice(0, -1).join(", ")} or ${all.at(-1)}`;
}

/** The message for a postal code whose first letter is not its province's. */
export function wrongDistrictMessage(province: string): string {
  const district = postalDistrict(province);
  if (!district) return POSTAL_CODE_INVALID;
  return `A postal code in ${district.province} starts with ${letterList(district.letters)}.`;
}

/**
 * Whether a postal code can belong to the province: its first letter is one of the province's.
 * A numeric zip, and a province this table does not know (the tax table decides which exist),
 * carry no district to check, so they pass here.
 */
export function postalCodeFitsProvince(code: string, province: string): boolean {
  const trimmed = code.trim();
  if (NUMERIC_ZIP.test(trimmed)) return true;
  const district = postalDistrict(province);
  if (!district) return true;
  return district.letters.includes(trimmed.charAt(0).toUpperCase());
}
