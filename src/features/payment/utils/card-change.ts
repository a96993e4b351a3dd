/** /wallet's card forms: the `intent` of each button and what the action answers. */
export const REMOVE_CARD = "remove";
export const DEFAULT_CARD = "default";

/** What a Remove or Make default came to; the page reads the cards again after it. */
export type CardChangeAnswer = { done: typeof REMOVE_CARD | typeof DEFAULT_CARD } | { failed: true };
