/**
 * The order screens' texts that the page server and the browser's checks share. SPEC.md section
 * 8's are exact; the screens word the rest through the catalogues (src/lib/order-words.ts).
 */
export const NO_ORDER_INFORMATION = "No order information found.";
/** The comment field's own message; the summary beside the button says CANCEL_COMMENT_TOO_SHORT. */
export const COMMENT_FIELD_TOO_SHORT = "Please enter at least 10 characters.";
