/** The address step's texts; SPEC.md section 5's message lives in src/domain/checkout.ts. */
export const CHECKOUT_TITLE = "Select a delivery address";
export const ADDRESS_ADDED = "Your new address has been saved and selected.";
export const ADDRESS_UPDATED = "Your address has been updated and selected.";
export const NO_ADDRESSES = "You have no saved address yet. Add one to continue.";
export const ADDRESSES_FAILED = "Your saved addresses could not be loaded.";
export const TOTALS_FAILED = "The price summary could not be worked out.";
export const SIGN_IN_TO_CHECK_OUT = "Sign in to choose a delivery address and pay.";

/** "5%" or "9.975%": a rate as the tax table writes it. */
export function ratePercent(rate: number): string {
  return `${rate}%`;
}
