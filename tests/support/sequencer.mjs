// vitest's order of test files: failed first, then longest first, and the `netlify dev` smoke file
// of the functions suite last: `netlify dev` is still starting while the other files run
// (tests/support/functions-setup.ts), and that file waits for it.
//
// vitest knows a file's duration only from its own cache (node_modules/.vite/vitest), which a
// fresh clone (CI) lacks: it then runs the largest files first, and the browser suite's slowest
// spec could start last, with one worker busy and the other idle until it ends. Without a cached
// duration a file takes the one recorded in file-durations.json (`npm run test:durations`
// writes it); a file in neither runs first, as vitest runs new files.
// JavaScript, so that vite.config.ts can import it with its extension.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer } from "vitest/node";

const LAST = /[\\/]tests[\\/]functions[\\/]dev-site\.test\.ts$/;

const recorded = JSON.parse(readFileSync(new URL("./file-durations.json", import.meta.url), "utf8")).durations;

export default class Sequencer extends BaseSequencer {
  /** The file's duration in ms: vitest's cached one, else the recorded one, else Infinity (unknown: first). */
  duration(file) {
    const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId).split("\\").join("/")}`;
    return this.ctx.cache.getFileTestResults(key)?.duration ?? recorded[key] ?? Number.POSITIVE_INFINITY;
  }

  failed(file) {
    const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId).split("\\").join("/")}`;
    return this.ctx.cache.getFileTestResults(key)?.failed === true;
  }

  async sort(files) {
    const sorted = (await super.sort(files))
      .map((file, index) => ({ file, index, duration: this.duration(file), failed: this.failed(file) }))
      .sort(
        (a, b) =>
          (a.file.project.name === b.file.project.name ? 0 : a.index - b.index) ||
          Number(b.failed) - Number(a.failed) ||
          b.duration - a.duration ||
          a.index - b.index,
      )
      .map(({ file }) => file);
    return [
      ...sorted.filter((file) => !LAST.test(file.moduleId)),
      ...sorted.filter((file) => LAST.test(file.moduleId)),
    ];
  }
}
