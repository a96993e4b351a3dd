import { useEffect } from "react";
import { LogoResponseSchema } from "../../../domain/product";
import { useApiQuery, type QueryState } from "../../../lib/use-api-query";

export type LogoState = QueryState<{ url: string | null; name: string }>;

/**
 * GET /api/logo, once per page load (the layout calls it and hands the result down). SPEC.md
 * section 8: a failure or an unexpected answer is only logged; the header keeps its loader.
 */
export function useLogo(): LogoState {
  const state = useApiQuery("/api/logo", LogoResponseSchema);
  const problem = state.status === "error" ? state.error.message : state.status === "loaded" && !state.data.url ? "no logo URL" : null;

  useEffect(() => {
    if (problem) console.warn(`Logo unavailable: ${problem}`);
  }, [problem]);

  return state;
}
