import { useEffect, useState } from "react";
import { CategoriesResponseSchema, type Category } from "../../../domain/catalogue";
import { ApiError, apiGet, type RequestOptions } from "../../../lib/api-client";

export async function getCategories(options: RequestOptions = {}): Promise<Category[]> {
  const body = await apiGet("/api/categories", CategoriesResponseSchema, options);
  return body.categories;
}

export type CategoriesState =
  | { status: "loading" }
  | { status: "loaded"; categories: Category[] }
  | { status: "error"; message: string };

/** SPEC.md section 8: 'Error fetching categories: {status}', shown as 'Error: ...'. */
function describeFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === "invalid_response") return "Error fetching categories: invalid response";
  if (error instanceof ApiError && error.status > 0) return `Error fetching categories: ${error.status}`;
  return "Error fetching categories: network error";
}

export function useCategories(): CategoriesState {
  const [state, setState] = useState<CategoriesState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    getCategories({ signal: controller.signal }).then(
      (categories) => setState({ status: "loaded", categories }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: "error", message: describeFailure(error) });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
