/**
 * What the reset-password route's action answers to its two forms (SPEC.md section 2: ask for a
 * link with a username or email; the link's page sets a new password). The action runs on the
 * server (src/app/password-reset.server.ts); the forms show what it says.
 */
export interface ResetActionData {
  /** The request was taken, for this username or email: the one answer for every email, account or not. */
  requested?: string;
  /** The form's one field and its problem, with SPEC's message. */
  field?: { name: "identifier" | "password"; error: string };
  /** The form's own message: a limit reached, a link refused, the shop unable to answer now. */
  formError?: string;
  /** The link cannot be used (unknown, used, expired): only a new one helps. */
  linkRefused?: boolean;
  /** The shop API has no password resets: the page points to Contact Us. */
  unavailable?: string;
}
