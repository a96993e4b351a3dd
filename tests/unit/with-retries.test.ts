import { describe, expect, it } from "vitest";
import { withRetries } from "@/lib/with-retries";

/** A task that fails `failures` times, then answers; and the pauses it was given. */
function flaky(failures: number) {
  let calls = 0;
  const task = async () => {
    calls++;
    if (calls <= failures) throw new Error(`failure ${calls}`);
    return "answer";
  };
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  return { task, wait, waits, calls: () => calls };
}

describe("withRetries (the root route's session read)", () => {
  it("answers at once when the first try works, without waiting", async () => {
    const run = flaky(0);
    expect(await withRetries(run.task, [1000, 3000], run.wait)).toBe("answer");
    expect(run.calls()).toBe(1);
    expect(run.waits).toEqual([]);
  });

  it("tries again after each delay in turn until a try works", async () => {
    const run = flaky(2);
    expect(await withRetries(run.task, [1000, 3000], run.wait)).toBe("answer");
    expect(run.calls()).toBe(3);
    expect(run.waits).toEqual([1000, 3000]);
  });

  it("throws the last failure once the delays are used up, without a pause after it", async () => {
    const run = flaky(5);
    await expect(withRetries(run.task, [1000, 3000], run.wait)).rejects.toThrow("failure 3");
    expect(run.calls()).toBe(3);
    expect(run.waits).toEqual([1000, 3000]);
  });
});
