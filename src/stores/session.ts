/**
 * Who is signed in, for the header's Profile entry: GET /api/session once per page load (the
 * session cookie is HttpOnly, so only the functions can read it). Sign out is DELETE /api/session.
 */
import { atom } from "jotai";
import * as v from "valibot";
import { SessionResponseSchema, type SessionUser } from "../domain/account";
import { apiGet, apiSend } from "../lib/api-client";

export type SessionState = { status: "unknown" } | { status: "known"; user: SessionUser | null };

export const sessionAtom = atom<SessionState>({ status: "unknown" });

export async function fetchSession(): Promise<SessionUser | null> {
  const body = await apiGet("/api/session", SessionResponseSchema);
  return body.user;
}

export async function signOut(): Promise<void> {
  await apiSend("DELETE", "/api/session", undefined, v.unknown());
}
