import { siteFacts } from "~/content/site-facts";
import { ExternalLink } from "~/components/ui/external-link";
import { mailtoLink } from "~/lib/domain/mailto";
import { useHydrated } from "~/lib/render/hydration";
import { Link } from "react-router";
import { useSiteData } from "~/hooks/use-site-data";
import { footerQuickLinks } from "~/lib/domain/navigation";
import { SocialLinks } from "./social-links";
import { Logo } from "./logo";
import { LanguageOffer } from "./language-offer";
import { LanguageSwitch } from "./language-switch";
import { PrivacyChoicesLink } from "./privacy-choices-link";
import { footerWords } from "~/lib/i18n/parts/footer";
import { usePartWords, useText } from "~/lib/i18n/use-text";
import { useSiteLink } from "./nav-parts";

/**
 * The current year. Pre-rendered pages carry the build's year; the browser
 * corrects it after hydration, so a page built in December still says the
 * right year in January without a hydration mismatch.
 */
function useCurrentYear(): number {
  const hydrated = useHydrated();
  return (hydrated ? new Date() : new Date(__BUILD_DATE__)).getFullYear();
}

export function SiteFooter() {
  const year = useCurrentYear();
  const { giftCardUrl } = useSiteData();
  const t = useText();
  const words = usePartWords("footer", footerWords);
  const siteLink = useSiteLink();
  const booking = siteLink("/booking", t.booking.footer);
  return (
    <footer className="mt-auto bg-ink-900 text-parchment-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-3">
            <Logo size={48} />
            <p className="font-display text-xl font-semibold text-white">{siteFacts.brand.name}</p>
          </div>
          <p className="mt-4 max-w-md text-sm leading-relaxed text-parchment-200">{words.blurb}</p>
          <SocialLinks className="mt-5" buttonClassName="size-11 border border-white/20 text-white hover:bg-white/10" />
        </div>
        <nav aria-label={t.footer.quickLinks}>
          <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-marigold-300 uppercase">
            {t.footer.quickLinks}
          </h2>
          {/* On a phone each link is a 44 px target, two columns wide; from md up, a compact list. */}
          <ul className="mt-3 grid grid-cols-2 gap-x-4 text-sm md:mt-4 md:grid-cols-1 md:gap-2">
            {footerQuickLinks.map((entry) => {
              const link = entry === "gift-cards" ? null : siteLink(entry.to, t.nav[entry.label]);
              return (
                <li key={entry === "gift-cards" ? entry : entry.label}>
                  {!link ? (
                    <ExternalLink
                      href={giftCardUrl}
                      iconClassName="size-3.5"
                      className="inline-flex min-h-11 items-center gap-1.5 text-parchment-100 hover:text-white hover:underline md:min-h-0"
                      newTabNote={t.frame.newTab}
                    >
                      {t.nav.giftCards}
                    </ExternalLink>
                  ) : (
                    <Link
                      to={link.to}
                      className="inline-flex min-h-11 items-center text-parchment-100 hover:text-white hover:underline md:min-h-0"
                    >
                      {link.text}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-marigold-300 uppercase">
            {words.contact}
          </h2>
          <p className="mt-4 text-sm text-parchment-200">{words.contactPrompt}</p>
          <a
            href={mailtoLink(siteFacts.contact.email)}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-white hover:underline md:mt-1 md:min-h-0"
          >
            {siteFacts.contact.email}
          </a>
          <Link
            to={booking.to}
            className="btn btn-primary mt-6 flex min-h-11 w-fit bg-marigold-400 text-ink-900 hover:bg-marigold-300"
          >
            {booking.text}
          </Link>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center gap-x-3 pt-5 pb-24 text-xs text-parchment-300 sm:pb-5">
          <p>
            © {year} {siteFacts.brand.name}
            {words.rightsReserved}
            <PrivacyChoicesLink className="ml-3 text-parchment-100 underline hover:text-white" />
          </p>
          <LanguageSwitch className="min-h-11 text-sm text-parchment-100 underline hover:text-white" />
        </div>
      </div>
      <LanguageOffer />
    </footer>
  );
}
