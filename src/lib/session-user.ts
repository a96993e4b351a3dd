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
