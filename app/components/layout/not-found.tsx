import { Compass } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { suggestPage } from "~/lib/domain/not-found";
import { useText } from "~/lib/i18n/use-text";
import { useSiteLink } from "./nav-parts";

/** The not-found page: one keyword-based suggestion (or none) and the way home. */
export function NotFound() {
  const { pathname } = useLocation();
  const suggestion = suggestPage(pathname);
  const t = useText();
  const siteLink = useSiteLink();
  const suggested = suggestion && siteLink(suggestion.path, suggestion.label);
  const home = siteLink("/", t.notFound.home);
  const tours = siteLink("/tours", t.notFound.tours);
  const blog = siteLink("/blog", t.notFound.blog);
  const returnHome = siteLink("/", t.notFound.returnHome);

  useEffect(() => {
    console.warn(`404 Not Found: ${pathname}`);
  }, [pathname]);

  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <Compass aria-hidden className="size-12 text-brick-600" />
      <p className="eyebrow mt-4">{t.notFound.eyebrow}</p>
      <h1 className="mt-2 text-display-lg font-semibold">{t.notFound.heading}</h1>
      <p className="mt-4 max-w-xl text-ink-700">
        {t.notFound.lostBefore} <code className="rounded bg-ink-900/5 px-1.5 py-0.5 text-sm">{pathname}</code>
        {t.notFound.lostAfter}
      </p>
      {suggested && (
        <p className="mt-6 rounded-card bg-marigold-100 px-5 py-3 text-ink-900" data-testid="not-found-suggestion">
          {t.notFound.suggestionBefore}{" "}
          <Link to={suggested.to} className="font-semibold text-brick-700 underline underline-offset-2">
            {suggested.text}
          </Link>
          {t.notFound.suggestionAfter}
        </p>
      )}
      <nav aria-label={t.notFound.helpfulLinks} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {[home, tours, blog].map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="btn btn-secondary">
                {link.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link to={returnHome.to} className="btn btn-primary btn-lg mt-8">
        {returnHome.text}
      </Link>
    </section>
  );
}
