import { privateMeta } from "@/app/private-route";
import { Link, useSearchParams } from "react-router";
import { returnToIn, withReturnTo } from "@/lib/safe-return-to";
import { AuthPage } from "@/features/auth/components/auth-page";
import { LoginForm } from "@/features/auth/components/login-form";

/** /login: sign in (SPEC.md sections 4, 5 and 8). */
function LoginRoute() {
  const [searchParams] = useSearchParams();
  // A page that sent the shopper to sign in is kept across the switch between the two forms.
  const returnTo = returnToIn(searchParams);
  return (
    <AuthPage
      title="Sign In"
      needsScript="Signing in needs JavaScript in this browser for now: turn it on to sign in."
      intro={<p>Sign in to see your cart, wishlist, addresses and orders on any device.</p>}
      footer={
        <p>
          New here? <Link to={withReturnTo("/register", returnTo)}>Create an account</Link>
        </p>
      }
    >
      <LoginForm />
    </AuthPage>
  );
}

export default LoginRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta = privateMeta("Sign In");
