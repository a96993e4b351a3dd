import { privateMeta } from "@/app/private-route";
import { Link } from "react-router-dom";
import { AuthPage } from "@/features/auth/components/auth-page";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

/** /reset-password: ask for a reset link (SPEC.md section 2: the request does nothing yet). */
function ResetPasswordRoute() {
  return (
    <AuthPage
      title="Reset Password"
      intro={<p>Enter the username or email of your account to get a reset link.</p>}
      footer={
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <ResetPasswordForm />
    </AuthPage>
  );
}

export default ResetPasswordRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Reset Password");
