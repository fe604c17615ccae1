import { siteFacts } from "~/content/site-facts";
import { footerQuickLinks } from "~/lib/domain/navigation";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { useText } from "~/lib/i18n/use-text";
import { InEnglish } from "./in-english";
import { useSiteLink } from "./nav-parts";
import { ErrorFallback } from "./error-fallback";
import { Logo } from "./logo";

/**
 * The frame around the §8 fallback page. It is deliberately small: plain
 * links and no code-split parts, so it renders even when the error was a
 * chunk (the header's search, a page) that failed to load.
 */
export function ErrorFrame({ details }: { details?: string }) {
  const t = useText();
  const siteLink = useSiteLink();
  const linkFor = useLinkFor();
  const home = siteLink("/", siteFacts.brand.name);
  return (
    <>
      <header className="border-b border-ink-900/10 bg-parchment-50">
        <div className="container-page flex h-16 items-center">
          <a href={home.to} className="flex items-center gap-3 font-display text-lg font-semibold text-ink-900">
            <Logo size={40} />
            {home.text}
          </a>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <ErrorFallback
          details={details}
          text={t.error}
          home={home.to}
          homeNote={<InEnglish shown={linkFor("/").inEnglish} />}
        />
      </main>
      <footer className="mt-auto bg-ink-900 text-parchment-100">
        <nav aria-label={t.footer.quickLinks} className="container-page py-8">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {footerQuickLinks.map((entry) => {
              if (entry === "gift-cards") return null;
              const link = siteLink(entry.to, t.nav[entry.label]);
              return (
                <li key={entry.to}>
                  <a href={link.to} className="hover:underline">
                    {link.text}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </footer>
    </>
  );
}
