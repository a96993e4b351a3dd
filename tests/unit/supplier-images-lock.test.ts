// The supplier pictures' build lock (scripts/supplier-images.mjs): two callers at once render once,
// one after the other, and a lock left by a process that is gone does not stop the next build.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { whileLocked } from "../../scripts/supplier-images.mjs";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the supplier pictures' build lock", () => {
  it("lets one caller build at a time: the second starts after the first has finished", async () => {
    dir = mkdtempSync(join(tmpdir(), "build-lock-"));
    const lock = join(dir, ".images.lock");
    const events: string[] = [];
    let release = () => {};
    const firstHolds = new Promise<void>((wake) => (release = wake));
    const waits: string[] = [];
    const first = whileLocked(lock, async () => {
      events.push("first start");
      await firstHolds;
      events.push("first end");
    });
    const second = whileLocked(
      lock,
      async () => {
        events.push("second start");
      },
      (line) => waits.push(line),
    );
    // The second caller has found the lock held (it says so) before the first lets go.
    await expect.poll(() => waits.length, { timeout: 20_000 }).toBe(1);
    expect(events).toEqual(["first start"]);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(["first start", "first end", "second start"]);
    expect(waits[0]).toContain(`pid ${process.pid}`);
  });

  it("takes over a lock whose process has exited", async () => {
    dir = mkdtempSync(join(tmpdir(), "build-lock-"));
    const lock = join(dir, ".images.lock");
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    mkdirSync(lock);
    writeFileSync(join(lock, "pid"), gone);
    await expect(whileLocked(lock, async () => "built")).resolves.toBe("built");
  });
});
