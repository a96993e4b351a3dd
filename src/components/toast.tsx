/**
 * Toasts and notices (SPEC.md sections 4 and 9): a short message that vanishes by itself after
 * its time (3 s for cart and wishlist toasts, 2 s for the list wishlist overlay). One live region
 * in the layout reads them out.
 */
import { atom, getDefaultStore } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";

export const TOAST_MS = 3000;
export const LIST_OVERLAY_TOAST_MS = 2000;
export const NOTICE_MS = 3000;

interface Toast {
  id: number;
  message: string;
}

const toastsAtom = atom<Toast[]>([]);
let nextToastId = 1;

/** Shows a toast; also from code outside a component (the wishlist's action says what it did). */
export function showToast(message: string, durationMs = TOAST_MS): void {
  const store = getDefaultStore();
  const id = nextToastId++;
  store.set(toastsAtom, (toasts) => [...toasts, { id, message }]);
  window.setTimeout(() => store.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id)), durationMs);
}

export function useToast(): typeof showToast {
  return showToast;
}

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className="toast">
          {toast.message}
        </p>
      ))}
    </div>
  );
}
