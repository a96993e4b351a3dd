/**
 * Money rules shared by the SPA, the functions and the reference shop API. Every amount the app
 * carries is integer paise, typed `Paise` so the compiler refuses a rupee number where paise are
 * due. Rupees exist only at the edges: the shop API's JSON (its contract, SPEC.md section 7), the
 * rupee text a shopper types or links (`?min=499`), JSON-LD's decimal price, and the screen.
 */
import * as v from "valibot";

/** An amount in paise (an integer). Made only by the functions below, never by a cast elsewhere. */
export type Paise = number & { readonly __unit: "paise" };

/** An integer known to be paise already (D1's columns, Stripe's amounts, the app's own JSON). */
export function asPaise(amount: number): Paise {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of paise: ${amount}`);
  return amount as Paise;
}

/**
 * The one way from rupees to paise, rounding to the nearest paisa (1299.5 -> 129950): the
 * functions' reshape of the shop API's amounts, and a shopper's rupee text (`?min=499`).
 */
export function paiseFromRupees(rupees: number): Paise {
  return asPaise(Math.round(rupees * 100));
}

/**
 * The largest amount in rupees a price filter may name, inclusive: above every price a shop holds,
 * and small enough that its paise are exact (a bound of 1e308 rupees has no paise to compare).
 */
export const MAX_FILTER_RUPEES = 1_000_000_000;

/** paise -> rupees (129950 -> 1299.5), for the edges that speak rupees: the shop API and URLs. */
export function paiseToRupees(amount: Paise): number {
  return amount / 100;
}

/** Rupees as a decimal text with two places (129950 -> "1299.50"), as schema.org's Offer.price. */
export function rupeesDecimalText(amount: Paise): string {
  const whole = Math.floor(Math.abs(amount) / 100);
  const fraction = String(Math.abs(amount) % 100).padStart(2, "0");
  return `${amount < 0 ? "-" : ""}${whole}.${fraction}`;
}

export const ZERO_PAISE = asPaise(0);

export function sumPaise(amounts: readonly Paise[]): Paise {
  return amounts.reduce((sum, amount) => asPaise(sum + amount), ZERO_PAISE);
}

/** A unit price times a number of units. */
export function timesUnits(unitPrice: Paise, units: number): Paise {
  return asPaise(unitPrice * units);
}

/** a - b. */
export function paiseDifference(a: Paise, b: Paise): Paise {
  return asPaise(a - b);
}

/** The app's JSON amounts: whole paise, not negative. */
export const PaiseSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.transform(asPaise));

/**
 * Tax on a subtotal (SPEC.md section 9: subtotal x rate / 100, to the paisa), rounded half up.
 * The rate is a percentage with at most three decimals (Quebec's 9.975), turned into an integer
 * number of thousandths first, so the arithmetic stays in integers: no float rounding at .5.
 */
export function taxPaise(subtotal: Paise, ratePercent: number): Paise {
  const rateThousandths = Math.round(ratePercent * 1000);
  return asPaise(Math.floor((subtotal * rateThousandths + 50_000) / 100_000));
}

export interface TaxRates {
  /** GST or HST, in percent. */
  gstHst: number;
  /** PST (or QST), in percent. */
  pst: number;
}

export interface TotalsPaise {
  subtotal: Paise;
  hst: Paise;
  pst: Paise;
  total: Paise;
}

/** Subtotal, HST, PST and total for a subtotal in a province (SPEC.md section 9). */
export function totalsForSubtotal(subtotal: Paise, rates: TaxRates): TotalsPaise {
  const hst = taxPaise(subtotal, rates.gstHst);
  const pst = taxPaise(subtotal, rates.pst);
  return { subtotal, hst, pst, total: sumPaise([subtotal, hst, pst]) };
}
