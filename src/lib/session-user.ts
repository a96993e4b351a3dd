import type { SessionUser } from "@/domain/session";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { sessionUserAtom } from "@/stores/session";

/**
 * The signed-in customer: null for a guest, undefined while not known yet (the server renders every
 * public page once for everyone, so its HTML never knows). The root route's clientLoader reads it
 * (src/app/root.tsx); its answer, kept in the session store, shows at once, also while the screen's
 * own loader still reads. In a part of the page hydrated after the frame it is the server's
 * undefined until the whole page is hydrated (use-atom-value.ts).
 */
export function useSessionUser(): SessionUser | null | undefined {
  return useAtomValue(sessionUserAtom);
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
