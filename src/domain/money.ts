/**
 * Money rules shared by the SPA, the functions and the reference shop API. Amounts are integer
 * paise everywhere they are computed; rupees (numbers with at most two decimals) exist only at
 * the edges, in the shop API's JSON and on screen.
 */

/** paise (integer) -> rupees, e.g. 129950 -> 1299.5. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** rupees -> paise, rounding to the nearest paisa (1299.5 -> 129950). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * Tax on a subtotal (SPEC.md section 9: subtotal x rate / 100, to the paisa), rounded half up.
 * The rate is a percentage with at most three decimals (Quebec's 9.975), turned into an integer
 * number of thousandths first, so the arithmetic stays in integers: no float rounding at .5.
 */
export function taxPaise(subtotalPaise: number, ratePercent: number): number {
  const rateThousandths = Math.round(ratePercent * 1000);
  return Math.floor((subtotalPaise * rateThousandths + 50_000) / 100_000);
}

export interface TaxRates {
  /** GST or HST, in percent. */
  gstHst: number;
  /** PST (or QST), in percent. */
  pst: number;
}

export interface TotalsPaise {
  subtotal: number;
  hst: number;
  pst: number;
  total: number;
}

/** Subtotal, HST, PST and total for a subtotal in a province (SPEC.md section 9). */
export function totalsForSubtotal(subtotalPaise: number, rates: TaxRates): TotalsPaise {
  const hst = taxPaise(subtotalPaise, rates.gstHst);
  const pst = taxPaise(subtotalPaise, rates.pst);
  return { subtotal: subtotalPaise, hst, pst, total: subtotalPaise + hst + pst };
}

/**
 * A whole number with Indian digit grouping (21891 -> "21,891", 1234567 -> "12,34,567"), as
 * Intl.NumberFormat("en-IN") writes it. Written out because building that formatter costs a
 * phone tens of milliseconds of the page's first hydration, and every price and rating count of
 * a product grid goes through here.
 */
export function groupDigits(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const sign = whole < 0 ? "-" : "";
  if (digits.length <= 3) return sign + digits;
  return `${sign}${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/**
 * Rupees as shoppers read them: the ₹ sign, Indian digit grouping (1,23,456.00) and always two
 * decimals (SPEC.md section 9 shows totals to 2 decimals; prices follow so columns line up).
 */
export function formatRupees(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  const sign = paise < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(paise) / 100);
  const fraction = String(Math.abs(paise) % 100).padStart(2, "0");
  return `${sign}₹${groupDigits(whole)}.${fraction}`;
}
