import type { SessionUser } from "@/domain/session";
import { useShopper } from "./shopper";

/**
 * The signed-in customer: null for a guest, undefined while not known yet (the server renders every
 * public page once for everyone, so its HTML never knows); from the shopper's read (shopper.tsx).
 */
export function useSessionUser(): SessionUser | null | undefined {
  return useShopper()?.user;
}
