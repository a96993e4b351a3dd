// Types of sequencer.mjs for vite.config.ts.
import type { BaseSequencer } from "vitest/node";

declare const Sequencer: typeof BaseSequencer;
export default Sequencer;
