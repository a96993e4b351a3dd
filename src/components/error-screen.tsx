import { Link } from "react-router";

/** SPEC.md section 2: the catch-all error screen. */
export function ErrorScreen() {
  return (
    <section className="error-screen" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">Something went wrong.</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
