/**
 * Toasts and notices (SPEC.md sections 4 and 9): a short message that vanishes by itself after
 * its time (3 s for cart and wishlist toasts, 2 s for the list wishlist overlay). One live region
 * in the layout reads them out.
 */
import { atom, useSetAtom } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useCallback } from "react";

export const TOAST_MS = 3000;
export const LIST_OVERLAY_TOAST_MS = 2000;
export const NOTICE_MS = 3000;

interface Toast {
  id: number;
  message: string;
}

const toastsAtom = atom<Toast[]>([]);
let nextToastId = 1;

export function useToast(): (message: string, durationMs?: number) => void {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback(
    (message: string, durationMs = TOAST_MS) => {
      const id = nextToastId++;
      setToasts((toasts) => [...toasts, { id, message }]);
      window.setTimeout(() => setToasts((toasts) => toasts.filter((toast) => toast.id !== id)), durationMs);
    },
    [setToasts],
  );
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
