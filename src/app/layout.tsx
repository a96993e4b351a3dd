import { Link, Outlet, ScrollRestoration } from "react-router-dom";

/** The page frame around every route. The real header and footer come with later issues. */
export function AppLayout() {
  return (
    <div className="app">
      <header className="site-header">
        <Link to="/" className="site-header__brand">
          Storefront
        </Link>
      </header>
      <main className="site-main">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
