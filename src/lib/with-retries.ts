/**
 * Runs `task` until it succeeds, waiting `delaysMs[n]` after the n-th failure; once the delays are
 * used up, the last failure is thrown. `wait` is the pause (a timer in the page, none in a test).
 */
export async function withRetries<T>(
  task: () => Promise<T>,
  delaysMs: readonly number[],
  wait: (ms: number) => Promise<void>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}
