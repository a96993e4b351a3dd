// Netlify scheduled functions on the local stack: what `config.schedule` means in time, and a
// runner that calls them as Netlify does. Used by scripts/site-server.mjs.

/**
 * Milliseconds between runs of a cron schedule, for the schedules this site uses: every minute
 * (`* * * * *`), every n minutes (`*\/n * * * *`), `@hourly`, `@daily`. Anything else is refused
 * rather than run on a guessed timetable.
 */
export function scheduleIntervalMs(schedule) {
  if (schedule === "@hourly") return 3_600_000;
  if (schedule === "@daily") return 86_400_000;
  const every = /^(\*|\*\/([1-9]\d?)) \* \* \* \*$/.exec(schedule.trim());
  if (!every) throw new Error(`scheduled functions: the local stack cannot run the schedule "${schedule}"`);
  return (every[2] ? Number(every[2]) : 1) * 60_000;
}

/**
 * Runs the scheduled functions as Netlify does (a POST with `next_run`), one run of each at a
 * time. SCHEDULED_FUNCTIONS_EVERY_MS replaces every schedule's interval (the functions suite
 * runs them every second); `off` runs none.
 */
export function startSchedules(scheduled) {
  const override = process.env.SCHEDULED_FUNCTIONS_EVERY_MS?.trim();
  if (override === "off") return () => undefined;
  const timers = scheduled.map(({ name, schedule, handler }) => {
    const interval = override ? Number(override) : scheduleIntervalMs(schedule);
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      const nextRun = new Date(Date.now() + interval).toISOString();
      const request = new Request(`http://localhost/.netlify/functions/${name}`, {
        method: "POST",
        body: JSON.stringify({ next_run: nextRun }),
      });
      Promise.resolve()
        .then(() => handler(request, {}))
        .catch((error) => console.error(`[schedule] ${name} failed: ${error?.stack ?? error}`))
        .finally(() => {
          running = false;
        });
    }, interval);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
