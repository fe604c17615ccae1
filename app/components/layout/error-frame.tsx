import { siteFacts } from "~/content/site-facts";
import { footerQuickLinks } from "~/lib/domain/navigation";
import { ErrorFallback } from "./error-fallback";
import { Logo } from "./logo";

/**
 * The frame around the §8 fallback page. It is deliberately small: plain
 * links and no code-split parts, so it renders even when the error was a
 * chunk (the header's search, a page) that failed to load.
 */
export function ErrorFrame({ details }: { details?: string }) {
  return (
    <>
      <header className="border-b border-ink-900/10 bg-parchment-50">
        <div className="container-page flex h-16 items-center">
          <a href="/" className="flex items-center gap-3 font-display text-lg font-semibold text-ink-900">
            <Logo size={40} />
            {siteFacts.brand.name}
          </a>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <ErrorFallback details={details} />
      </main>
      <footer className="mt-auto bg-ink-900 text-parchment-100">
        <nav aria-label="Quick links" className="container-page py-8">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {footerQuickLinks.map((link) =>
              link === "gift-cards" ? null : (
                <li key={link.to}>
                  <a href={link.to} className="hover:underline">
                    {link.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
      </footer>
    </>
  );
}
