/**
 * A scripted submit sends the form to the route's action over fetch (React Router's `.data`
 * request). When no answer of the action's comes back, the form still has to say something rather
 * than give way to the error screen: the route's `clientAction` hands the failure to the form.
 */
import { isRouteErrorResponse } from "react-router";

/**
 * "network": nothing came back (fetch's TypeError); "no-answer": the site answered with an error
 * of its own, not the action's (a 500 from a proxy, a crash); "unreadable": a success whose body is
 * not the action's answer.
 */
export type SubmissionFailure = "network" | "no-answer" | "unreadable";

export function submissionFailure(error: unknown): SubmissionFailure {
  if (error instanceof TypeError) return "network";
  if (isRouteErrorResponse(error)) return "no-answer";
  return "unreadable";
}

/**
 * The server action's answer, or `failed(...)` when none came. A redirect (thrown as a Response)
 * is the action's answer too and goes on its way.
 */
export async function actionAnswer<T>(
  serverAction: () => Promise<T>,
  failed: (why: SubmissionFailure) => T,
): Promise<T> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn("The form's action did not answer:", error);
    return failed(submissionFailure(error));
  }
}
