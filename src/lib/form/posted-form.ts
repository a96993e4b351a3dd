/**
 * The one way an action reads what was posted to it. A page action is open to anybody's request,
 * not only to the page's own form: a JSON or text body, none at all, a multipart body cut short, a
 * file, a field sent twice, a body of megabytes. `request.formData()` throws a TypeError on the
 * first four kinds, which React Router answers 500 with a stack trace in the log; here each is a
 * 4xx thrown as the action's answer, the route's error screen for a document post and an error
 * answer for its `.data` request, before the action reads anything else. Client actions read
 * through it too (their requests are the browser's own), so that there is one way.
 */
import { data } from "react-router";

/**
 * The most bytes read: the longest form (a 2,000-character review or message, every character
 * percent-encoded to three bytes per UTF-8 byte) fits several times over, so a value past its
 * limit still reaches the action, which names it beside its field.
 */
export const MAX_FORM_BYTES = 64 * 1024;

/** What `<form method="post">` and React Router's `submit` send; no form here uploads a file. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export interface FormReading {
  /** Fields posted more than once by design (the wishlist's product ids); any other may come once. */
  repeated?: readonly string[];
}

const TOO_LARGE = "The form is too large.";
const UNREADABLE = "The form could not be read.";

function refuse(status: 400 | 413 | 415, message: string): never {
  throw data(message, { status });
}

/**
 * The posted form's fields, each a string, each once (but `repeated` ones). Throws a 415 for a
 * body that is no form, a 413 for one past MAX_FORM_BYTES, a 400 for one that cannot be read
 * (a broken multipart body, a request aborted mid-body), a file or a field sent twice.
 */
export async function readFormData(request: Request, reading: FormReading = {}): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(mediaType)) refuse(415, "A form's fields were expected.");
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_FORM_BYTES) refuse(413, TOO_LARGE);
  // Read whole: the site server and Netlify have the whole body before the page's code runs.
  const body = await request.arrayBuffer().catch(() => refuse(400, UNREADABLE));
  if (body.byteLength > MAX_FORM_BYTES) refuse(413, TOO_LARGE);
  // eslint-disable-next-line no-restricted-syntax -- the one call, on a body checked above, guarded below.
  const form = await new Response(body, { headers: { "Content-Type": contentType } })
    .formData()
    .catch(() => refuse(400, UNREADABLE));
  // The messages name no field: the name is the sender's text.
  const seen = new Set<string>();
  for (const [name, value] of form) {
    if (typeof value !== "string") refuse(400, "A field is a file: every field here is text.");
    if (seen.has(name) && !reading.repeated?.includes(name)) refuse(400, "A field was sent more than once.");
    seen.add(name);
  }
  return form;
}

/**
 * Whether a post is the browser's own form submission (no script yet, or none at all), which
 * wants a page or a redirect, rather than React Router's `.data` fetch, which wants the action's
 * answer. Every browser's navigation asks for text/html; `fetch` asks for any type.
 */
export function isDocumentPost(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("text/html");
}
