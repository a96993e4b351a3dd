/**
 * A customer's data as a server loader hands it to the page. The browser's error class does not
 * survive the trip into the HTML (React Router's stream keeps an Error's message, not its status
 * or code), so the server sends a failure as plain fields and the screen makes it an ApiError
 * again: the screens read one shape whichever loader ran.
 */
import { ApiError } from "@/lib/api-client";
import type { CustomerData } from "@/lib/load-result";

export interface FailedRead {
  status: number;
  code: string;
  message: string;
}

export type ServedCustomerData<T> =
  { status: "guest" } | { status: "loaded"; data: T } | { status: "error"; error: FailedRead | ApiError };

export function customerDataOf<T>(served: ServedCustomerData<T>): CustomerData<T> {
  if (served.status !== "error" || served.error instanceof ApiError) return served as CustomerData<T>;
  const { status, code, message } = served.error;
  return { status: "error", error: new ApiError(status, code, message) };
}
