/**
 * A message's two parts from its component: HTML, and plain text for clients that want it.
 *
 * What React Email's `render` does, without it: React's static markup behind the XHTML doctype mail
 * clients expect, and html-to-text with React Email's own settings for the text part. `render`
 * can also pretty-print, for which it imports Prettier; esbuild bundles that into every function
 * that sends mail whether or not it is ever called (decision 028 has the sizes).
 */
import { convert, type SelectorDefinition } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export interface RenderedEmail {
  html: string;
  text: string;
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * @react-email/render 2.x's `plainTextSelectors`: no images, no hidden preview text
 * (`data-skip-in-text`), links as "text url" (the url alone when it is the text), table cells on
 * lines of their own.
 */
const PLAIN_TEXT_SELECTORS: SelectorDefinition[] = [
  { selector: "img", format: "skip" },
  { selector: "[data-skip-in-text=true]", format: "skip" },
  { selector: "a", options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
  { selector: '[data-text-format="dataTable"]', format: "dataTable" },
  ...["td", "th"].map((selector) => ({
    selector,
    format: "block",
    options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
  })),
];

/** React adds `<link rel="preload" as="image">` for a document's images; a mail has no use for them. */
function withoutImagePreloads(html: string): string {
  return html.replace(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*\/?>/gi, "");
}

export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const markup = withoutImagePreloads(renderToStaticMarkup(element));
  return {
    html: `${DOCTYPE}${markup.replace(/<!DOCTYPE[^>]*>/i, "")}`,
    text: convert(markup, { wordwrap: false, selectors: PLAIN_TEXT_SELECTORS }),
  };
}
