import { LogoResponseSchema, type LogoResponse } from "../../../domain/product";
import { useApiQuery, type QueryState } from "../../../lib/use-api-query";

/**
 * GET /api/logo for the cart's own compact top bar (the site header is hidden on /addcart). The
 * layout asks for the same path, so the answer usually comes from the shared cache.
 */
export function useShopLogo(): QueryState<LogoResponse> {
  return useApiQuery("/api/logo", LogoResponseSchema);
}
