/**
 * A size that is a measure ("3.5 g", "45 x 45 cm", "8 x 10 in", "64 GB") as a language writes it:
 * French with its decimal comma and its units' symbols ("3,5 g", "8 x 10 po", "64 Go"). Sizes stay
 * as sold in carts, orders and filter URLs; only what a page or an email shows goes through here.
 */
import type { Locale } from "./locale";

const MEASURE = /^\d+(?:\.\d+)?(?:\s*x\s*\d+(?:\.\d+)?)*\s*(mm|cm|m|in|ml|l|g|kg|w|gb|tb)$/i;

/** Units French writes otherwise (inches are "pouces", bytes "octets"). */
const FRENCH_UNITS: Readonly<Record<string, string>> = { in: "po", GB: "Go", TB: "To" };

/** The measure in the language, or undefined when the value is not a measure. */
export function measureText(value: string, locale: Locale): string | undefined {
  const measure = MEASURE.exec(value.trim());
  if (!measure) return undefined;
  if (locale === "en") return value;
  const unit = measure[1] ?? "";
  const french = value.trim().replace(/(\d)\.(\d)/g, "$1,$2");
  return french.slice(0, french.length - unit.length) + (FRENCH_UNITS[unit] ?? unit);
}
