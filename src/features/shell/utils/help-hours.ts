/**
 * SPEC.md section 1: the help hours, shown exactly as written in the footer and on /contact.
 * The help phone number itself is not in the SPEC, so none is shown anywhere.
 */
export const HELP_HOURS = ["Monday to Friday 8:00 to 21:00", "Saturday to Sunday 9:00 to 18:00"] as const;
