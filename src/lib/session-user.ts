import type { SessionUser } from "@/domain/session";
import { useShopper } from "./shopper";

/**
 * The signed-in customer: null for a guest, undefined while not known yet (the server renders every
 * public page once for everyone, so its HTML never knows); from the shopper's read (shopper.tsx).
 */
export function useSessionUser(): SessionUser | null | undefined {
  return useShopper()?.user;
}

/**
 * Who holds an account: the session's customer unless it is a guest's checkout session, which
 * buys and sees its order but is greeted and guarded as signed out (design notes, "A guest after
 * the order").
 */
export function accountHolder(user: SessionUser | null | undefined): SessionUser | null | undefined {
  return user?.guest ? null : user;
}

export function useAccountHolder(): SessionUser | null | undefined {
  return accountHolder(useSessionUser());
}
