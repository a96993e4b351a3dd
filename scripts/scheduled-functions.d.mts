// Types of scheduled-functions.mjs for TypeScript importers (unit tests).
export function scheduleIntervalMs(schedule: string): number;
export function startSchedules(
  scheduled: readonly { name: string; schedule: string; handler: (request: Request, context: object) => unknown }[],
): () => void;
