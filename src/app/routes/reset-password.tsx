import { Link, useSearchParams } from "react-router";
import { privateMeta } from "@/app/private-route";
import { AuthPage } from "@/features/auth/components/auth-page";
import { NewPasswordForm } from "@/features/auth/components/new-password-form";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

/**
 * /reset-password: ask for a reset link (SPEC.md section 2); with the link's `token`, set a new
 * password. Both forms post to this route's action, which runs on the server.
 */
function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <AuthPage
      title="Reset Password"
      intro={
        token === null ? (
          <p>Enter the username or email of your account to get a reset link.</p>
        ) : (
          <p>Choose a new password. Every device signed in to your account will be signed out.</p>
        )
      }
      footer={
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {token === null ? <ResetPasswordForm /> : <NewPasswordForm key={token} token={token} />}
    </AuthPage>
  );
}

export default ResetPasswordRoute;
export { resetPasswordAction as action } from "@/app/password-reset.server";
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta = privateMeta("Reset Password");
