import { Link } from "react-router";

/**
 * What a guest sees instead of a customer-only screen: why, and the way in. The account pages
 * are reachable by URL, so they say so rather than showing an empty page or someone's old data.
 */
export function SignInPrompt({ reason }: { reason: string }) {
  return (
    <section className="panel account-panel sign-in-prompt" aria-labelledby="sign-in-prompt-title">
      <h2 id="sign-in-prompt-title">Sign in to see your account</h2>
      <p>{reason}</p>
      <div className="account-actions">
        <Link className="button" to="/login">
          Sign in
        </Link>
        <Link className="button button--secondary" to="/register">
          Create an account
        </Link>
      </div>
    </section>
  );
}
