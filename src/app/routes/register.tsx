import type { Route } from "./+types/register";
import { Link, useSearchParams } from "react-router";
import { privateMeta } from "@/app/private-route";
import { returnToIn, withReturnTo } from "@/lib/safe-return-to";
import { formReply } from "@/lib/form/form-reply";
import { actionAnswer } from "@/lib/form/submission-failure";
import { AuthPage } from "@/features/auth/components/auth-page";
import { RegisterForm } from "@/features/auth/components/register-form";
import {
  REGISTER_UNANSWERED,
  REGISTRATION_SUCCESSFUL,
  type RegisterField,
} from "@/features/auth/utils/register-messages";

export { registerAction as action } from "@/app/auth.server";

/** With script: SPEC.md section 4's alert before /login, and section 8's text when no answer came. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await actionAnswer(serverAction, (why) =>
      formReply<RegisterField>({}, { formError: REGISTER_UNANSWERED[why] }),
    );
  } catch (answer) {
    if (answer instanceof Response) window.alert(REGISTRATION_SUCCESSFUL);
    throw answer;
  }
}

/** /register: create an account (SPEC.md sections 4, 5 and 8). */
function RegisterRoute({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // A page that sent the shopper to sign in is kept across the switch between the two forms.
  const returnTo = returnToIn(searchParams);
  return (
    <AuthPage
      title="Create Account"
      wide
      intro={<p>All fields are required.</p>}
      footer={
        <p>
          Already have an account? <Link to={withReturnTo("/login", returnTo)}>Sign in</Link>
        </p>
      }
    >
      <RegisterForm reply={actionData} />
    </AuthPage>
  );
}

export default RegisterRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta = privateMeta("Create Account");
