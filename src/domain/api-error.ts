/**
 * The error envelope every backend-for-frontend route answers with (DESIGN.md):
 * `{"error": {"code", "message", "fields"?}}`. Shared so the SPA can read what the functions write.
 */
import * as v from "valibot";

export const ApiErrorBodySchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
