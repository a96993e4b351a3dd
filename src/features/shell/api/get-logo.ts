import { LogoResponseSchema } from "@/domain/product";
import { useApiQuery, type QueryState } from "@/lib/use-api-query";

export type LogoState = QueryState<{ url: string | null; name: string }>;

/** GET /api/logo (one request per page load: the answer is shared and cached). */
export function useLogo(): LogoState {
  return useApiQuery("/api/logo", LogoResponseSchema);
}
