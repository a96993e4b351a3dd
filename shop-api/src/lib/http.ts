// The contract's conventions: success bodies carry status 'true' (a string), errors are
// {status: 'false', message} with a 4xx status. Every route throws ApiError for bad input.
import type { Context } from "hono";
import * as v from "valibot";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

export interface ErrorBody {
  status: "false";
  message: string;
}

export function errorBody(message: string): ErrorBody {
  return { status: "false", message };
}

/** Largest request body accepted (bytes). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads the JSON body. An empty body reads as `undefined` (the schema then decides);
 * malformed JSON and oversized bodies are 400/413 errors.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new ApiError(413, "Request body is too large.");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("Malformed JSON body.");
  }
}

/** Reads and validates the JSON body against a valibot schema; the first issue becomes the message. */
export async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const body = await readJson(c);
  return parse(schema, body);
}

export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw badRequest(describeIssue(result.issues[0]));
}

function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return "Invalid request body.";
  const path = v.getDotPath(issue);
  if (issue.kind === "schema" && issue.input === undefined && path) return `${path} is required.`;
  if (issue.kind === "schema" && !path && issue.input === undefined) return "A JSON request body is required.";
  // Custom messages written in the schemas are full sentences; valibot's defaults are not.
  if (/\.$/.test(issue.message)) return issue.message;
  return path ? `${path}: ${issue.message}.` : `Invalid request body: ${issue.message}.`;
}

/** Parses a JSON TEXT column holding a list; anything else reads as []. */
export function jsonList(text: string | null | undefined): unknown[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

export function isCheckViolation(error: unknown): boolean {
  return error instanceof Error && /CHECK constraint failed/i.test(error.message);
}
