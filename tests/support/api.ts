/**
 * The storefront's own API as the tests reach it: a GET that must answer 200, its body checked
 * against the schema the SPA validates it with, so expectations carry the app's types instead of
 * a copy of them per spec; and the headers a change needs to pass the functions' same-origin check.
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

/** What a browser sends with a change made by the site's own page (functions/_shared/route.ts refuses anything else). */
export function sameOrigin(baseUrl: string): Record<string, string> {
  return { Origin: baseUrl, "Sec-Fetch-Site": "same-origin" };
}
