import { privateMeta } from "@/app/private-route";
import { Link, useSearchParams } from "react-router";
import { returnToIn, withReturnTo } from "@/lib/safe-return-to";
import { AuthPage } from "@/features/auth/components/auth-page";
import { RegisterForm } from "@/features/auth/components/register-form";

/** /register: create an account (SPEC.md sections 4, 5 and 8). */
function RegisterRoute() {
  const [searchParams] = useSearchParams();
  // A page that sent the shopper to sign in is kept across the switch between the two forms.
  const returnTo = returnToIn(searchParams);
  return (
    <AuthPage
      title="Create Account"
      needsScript="Creating an account needs JavaScript in this browser for now: turn it on to register."
      wide
      intro={<p>All fields are required.</p>}
      footer={
        <p>
          Already have an account? <Link to={withReturnTo("/login", returnTo)}>Sign in</Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthPage>
  );
}

export default RegisterRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta = privateMeta("Create Account");
