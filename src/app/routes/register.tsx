import { privateMeta } from "@/app/private-route";
import { Link } from "react-router-dom";
import { AuthPage } from "@/features/auth/components/auth-page";
import { RegisterForm } from "@/features/auth/components/register-form";

/** /register: create an account (SPEC.md sections 4, 5 and 8). */
function RegisterRoute() {
  return (
    <AuthPage
      title="Create Account"
      wide
      intro={<p>All fields are required.</p>}
      footer={
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthPage>
  );
}

export default RegisterRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Create Account");
