// Types of supplier-images.mjs for TypeScript importers (tests).
export const SUPPLIER_IMAGES_DIR: string;
export function whileLocked<T>(lock: string, build: () => Promise<T>, log?: (line: string) => void): Promise<T>;
export function ensureSupplierImages(options?: {
  log?: (line: string) => void;
}): Promise<{ made: boolean; files: number; ms: number }>;
