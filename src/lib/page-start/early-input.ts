/**
 * The client's side of the early-input script (early-input-script.server.ts): the name under which
 * that inline script keeps the taps it held back, and the call that hands them to the hydrated page.
 */
export const EARLY_INPUT_GLOBAL = "__earlyInput";

export interface EarlyInput {
  /** Stops holding taps back and replays those held, in order, on the elements they were made on. */
  replay(): void;
}

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: EarlyInput;
  }
}

/**
 * Called once the page's frame has hydrated (page-hydration.ts). From then on React handles an
 * input on a part not hydrated yet by hydrating that part first, so the held inputs go through the
 * same door. Not sooner: until the frame has committed, React Router's router suspends the root
 * (it decodes the hydration data), and React drops a click it cannot hydrate its way to.
 */
export function replayEarlyInput(): void {
  const early = globalThis.window?.[EARLY_INPUT_GLOBAL];
  if (!early) return;
  delete window[EARLY_INPUT_GLOBAL];
  early.replay();
}
