/** The saved-card form of /paymentpage and its route action's answer, shared by the page and the action. */

export const PAY_SAVED_INTENT = "saved";

/** The fields the form posts: the chosen card and its CVC's token, never the CVC. */
export const SAVED_CARD_FIELDS = { card: "paymentMethodId", cvcToken: "cvcToken" } as const;

/** Why paying with the saved card did not happen; null for the page's own words. */
export interface SavedCardRefusal {
  savedCardError: string | null;
}
