import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { searchHref } from "@/features/shell/utils/menu-links";
import { SearchIcon } from "./icons";

/** The query the address bar holds on /search; elsewhere the box starts empty. */
function queryOf(pathname: string, search: string): string {
  return pathname.toLowerCase() === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
}

/**
 * The header search box. Enter goes to /search?q={query} with the query trimmed and URL-encoded
 * (SPEC.md section 2); a blank query does nothing. The box follows the q of the address bar, so
 * back and forward between searches show the right words; leaving /search empties it.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState(() => queryOf(location.pathname, location.search));
  // Every navigation, not only a changed q, resets the box to the words of the page it opens.
  const [syncedKey, setSyncedKey] = useState(location.key);
  if (syncedKey !== location.key) {
    setSyncedKey(location.key);
    setQuery(queryOf(location.pathname, location.search));
  }

  // Back and forward change the address bar before the router renders the page (a search screen
  // that is still loading can hold that render back), so the box follows the history directly.
  useEffect(() => {
    function onPopState() {
      setQuery(queryOf(window.location.pathname, window.location.search));
    }
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === "") return;
    navigate(searchHref(trimmed));
  }

  return (
    <form className="search-box" role="search" aria-label="Products" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="site-search">
        Search products
      </label>
      <input
        id="site-search"
        className="search-box__input"
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search for products, brands and more"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
      <button type="submit" className="search-box__button" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
