import { beforeEach, describe, expect, it, vi } from "vitest";

type Gate = typeof import("@/lib/page-start/page-hydration");

/** The gate's state is the module's: each test starts from a page not hydrated yet. */
async function freshGate(): Promise<Gate> {
  vi.resetModules();
  return import("@/lib/page-start/page-hydration");
}

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("page hydration gate", () => {
  let gate: Gate;
  let marked: number;
  beforeEach(async () => {
    gate = await freshGate();
    marked = 0;
    gate.whenPageHydrated(() => marked++);
  });

  /** A unit commits, and the gate settles (a microtask later); answers whether the page is hydrated. */
  async function unitCommits(): Promise<boolean> {
    gate.unitDone();
    await microtasks();
    return gate.isPageHydrated();
  }

  it("a page without units is hydrated when its frame is", () => {
    expect(gate.isPageHydrated()).toBe(false);
    gate.frameHydrated();
    expect(gate.isPageHydrated()).toBe(true);
    expect(marked).toBe(1);
    // Asked later: at once.
    gate.whenPageHydrated(() => marked++);
    expect(marked).toBe(2);
  });

  it("waits for every unit the frame left for later, then runs its callbacks once", async () => {
    gate.unitWaiting();
    gate.unitWaiting();
    gate.frameHydrated();
    expect(gate.isPageHydrated()).toBe(false);
    await expect(unitCommits()).resolves.toBe(false);
    await expect(unitCommits()).resolves.toBe(true);
    expect(marked).toBe(1);
  });

  it("a unit unmounted and mounted again at once (development StrictMode) is still waited for", async () => {
    gate.unitWaiting();
    gate.frameHydrated();
    gate.unitDone();
    gate.unitWaiting();
    await microtasks();
    expect(gate.isPageHydrated()).toBe(false);
    await expect(unitCommits()).resolves.toBe(true);
  });

  it("is not hydrated before the frame, even with no unit waiting", async () => {
    gate.unitWaiting();
    await expect(unitCommits()).resolves.toBe(false);
    expect(marked).toBe(0);
  });
});
