// Child process groups and ports: shared by scripts/dev.mjs and the test set-ups that start
// servers. wrangler (workerd) and netlify (vite, the functions server) start grandchildren, so a
// server is spawned detached, in its own process group, and stopped by signalling the group.

import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** Sends a signal to the child's whole process group; a group that is already gone is fine. */
export function signalGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Resolves true once the child has exited, false when `ms` passed first. */
export function waitForExit(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveWait) => {
    const timer = setTimeout(() => resolveWait(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolveWait(true);
    });
  });
}

/** SIGTERM to the group, then SIGKILL to whatever is left after `graceMs`. */
export async function stopGroup(child, graceMs = 8000) {
  if (child.exitCode === null && child.signalCode === null) {
    signalGroup(child, "SIGTERM");
    await waitForExit(child, graceMs);
  }
  // Grandchildren that outlived their parent get no second chance.
  signalGroup(child, "SIGKILL");
}

/** True when something accepts connections on the port, on IPv4 or IPv6 loopback. */
export function portTaken(port) {
  const probe = (host) =>
    new Promise((resolveProbe) => {
      const socket = net.connect({ host, port });
      socket.setTimeout(1000);
      socket.once("connect", () => {
        socket.destroy();
        resolveProbe(true);
      });
      socket.once("timeout", () => {
        socket.destroy();
        resolveProbe(false);
      });
      socket.once("error", () => resolveProbe(false));
    });
  return Promise.all([probe("127.0.0.1"), probe("::1")]).then((results) => results.some(Boolean));
}

/** Waits until none of the ports is taken, or `ms` passed; returns the ports still taken. */
export async function waitForPortsFree(ports, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const taken = [];
    for (const port of ports) if (await portTaken(port)) taken.push(port);
    if (taken.length === 0 || Date.now() > deadline) return taken;
    await sleep(200);
  }
}
