// vitest's order of test files (the default: failed first, then slowest first), except that the
// `netlify dev` smoke file of the functions suite runs last: `netlify dev` is still starting while
// the other files run (tests/support/functions-setup.ts), and that file waits for it.
// JavaScript, so that vite.config.ts can import it with its extension.
import { BaseSequencer } from "vitest/node";

const LAST = /[\\/]tests[\\/]functions[\\/]dev-site\.test\.ts$/;

export default class Sequencer extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => !LAST.test(file.moduleId)),
      ...sorted.filter((file) => LAST.test(file.moduleId)),
    ];
  }
}
