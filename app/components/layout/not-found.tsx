import { Compass } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { suggestPage } from "~/lib/domain/not-found";

export const NOT_FOUND_HEADING = "404 – Page not found";

/** The not-found page: one keyword-based suggestion (or none) and the way home. */
export function NotFound() {
  const { pathname } = useLocation();
  const suggestion = suggestPage(pathname);

  useEffect(() => {
    console.warn(`404 Not Found: ${pathname}`);
  }, [pathname]);

  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <Compass aria-hidden className="size-12 text-brick-600" />
      <p className="eyebrow mt-4">Error 404</p>
      <h1 className="mt-2 text-display-lg font-semibold">{NOT_FOUND_HEADING}</h1>
      <p className="mt-4 max-w-xl text-ink-700">
        Even the best mouser loses the scent now and then. The page{" "}
        <code className="rounded bg-ink-900/5 px-1.5 py-0.5 text-sm">{pathname}</code> doesn't exist or has moved.
      </p>
      {suggestion && (
        <p className="mt-6 rounded-card bg-marigold-100 px-5 py-3 text-ink-900" data-testid="not-found-suggestion">
          Were you looking for{" "}
          <Link to={suggestion.path} className="font-semibold text-brick-700 underline underline-offset-2">
            {suggestion.label}
          </Link>
          ?
        </p>
      )}
      <nav aria-label="Helpful links" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          <li>
            <Link to="/" className="btn btn-secondary">
              Home
            </Link>
          </li>
          <li>
            <Link to="/tours" className="btn btn-secondary">
              Our Tours
            </Link>
          </li>
          <li>
            <Link to="/blog" className="btn btn-secondary">
              Blog
            </Link>
          </li>
        </ul>
      </nav>
      <Link to="/" className="btn btn-primary btn-lg mt-8">
        Return to Home
      </Link>
    </section>
  );
}
