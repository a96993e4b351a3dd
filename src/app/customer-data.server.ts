/**
 * A customer's own data read by a page's server loader, so the screen is whole in the first HTML
 * and without script: the JSON API's own endpoint, run in this process with the page request's
 * cookies (function-call.server.ts). Server-only.
 */
import type * as v from "valibot";
import type { ServedCustomerData } from "./private-route";
import { callFunction } from "./function-call.server";

type FunctionHandler = (req: Request) => Promise<Response>;

/** GET `path` as the signed-in customer: a guest (no session, or one that ended) has no data. */
export async function readCustomerData<S extends v.GenericSchema, T>(
  handler: FunctionHandler,
  request: Request,
  path: string,
  schema: S,
  pick: (body: v.InferOutput<S>) => T,
): Promise<ServedCustomerData<T>> {
  const answer = await callFunction(handler, request, { method: "GET", path }, schema);
  if (answer.ok) return { status: "loaded", data: pick(answer.body) };
  if (answer.error.status === 401) return { status: "guest" };
  const { status, code, message } = answer.error;
  return { status: "error", error: { status, code, message } };
}
