import { getDefaultStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readSession, readSessionAfterSignIn } from "@/lib/session-request";
import { sessionAnswerAtom, sessionChanged, sessionUserAtom } from "@/stores/session";

const ASHA = { id: 7, name: "Asha" };

/** GET /api/session held until the test answers it: each call gets its own answer. */
function heldSessionRequests() {
  const answers: Array<(user: typeof ASHA | null) => void> = [];
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answers.push((user) => resolve(Response.json({ user })));
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, answer: (index: number, user: typeof ASHA | null) => answers[index]?.(user) };
}

describe("readSession: one GET /api/session, kept until a write changes the session", () => {
  beforeEach(() => sessionChanged());
  afterEach(() => {
    vi.unstubAllGlobals();
    getDefaultStore().set(sessionAnswerAtom, null);
  });

  it("shares the request in flight and keeps its answer for the next readers", async () => {
    const { fetchMock, answer } = heldSessionRequests();
    const root = readSession();
    const screen = readSession();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(0, ASHA);
    expect(await root).toEqual(ASHA);
    expect(await screen).toEqual(ASHA);
    expect(await readSession()).toEqual(ASHA);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getDefaultStore().get(sessionUserAtom)).toEqual(ASHA);
  });

  it("a sign-in asks afresh, and the guest's answer to the question before it is not kept", async () => {
    const { fetchMock, answer } = heldSessionRequests();
    const before = readSession();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const after = readSessionAfterSignIn();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    answer(1, ASHA);
    answer(0, null);
    expect(await before).toBeNull();
    expect(await after).toEqual(ASHA);
    expect(getDefaultStore().get(sessionUserAtom)).toEqual(ASHA);
  });

  it("a sign-out is known at once: nothing is asked", async () => {
    const { fetchMock } = heldSessionRequests();
    sessionChanged(null);
    expect(await readSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
