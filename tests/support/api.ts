/**
 * The storefront's own API as the tests read it: a GET that must answer 200, its body checked
 * against the schema the SPA validates it with, so expectations carry the app's types instead of
 * a copy of them per spec.
 */
import * as v from "valibot";

export async function getJson<const TSchema extends v.GenericSchema>(
  baseUrl: string,
  path: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const response = await fetch(`${baseUrl}${path}`);
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
  return v.parse(schema, await response.json());
}
