/** Alerts as a shopper meets them: the test answers the next one and checks its exact text. */
import type { Page } from "playwright-core";

/** Accepts the page's next dialog and resolves with its message. Call before the click that opens it. */
export function nextDialogMessage(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}
