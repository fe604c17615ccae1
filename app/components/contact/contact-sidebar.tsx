import { siteFacts } from "~/content/site-facts";
import { CalendarDays, CircleHelp, Mail, Quote } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { mailtoLink } from "~/lib/domain/mailto";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { InstagramIcon } from "~/components/layout/instagram-icon";
import type { Testimonial } from "~/content/schemas/primitives";
import { scrollToAndHighlight } from "~/lib/browser/highlight";
import type { ContactEndWords } from "~/lib/i18n/en-pages";
import { contactEndWords } from "~/lib/i18n/pages/contact-end";
import { useLinkFor } from "~/lib/i18n/use-locale";

type ContactSidebarProps = {
  quickActionsText: string;
  reachOutText: string;
  quote: Testimonial;
  /** Its words in the page's language (English by default, from this part's code). */
  words?: ContactEndWords;
};

function openFaq(event: MouseEvent<HTMLAnchorElement>) {
  // The plain #faq anchor works without JavaScript; with it, the FAQ also glows for 2 s.
  if (scrollToAndHighlight("faq")) event.preventDefault();
}

/** Beside the form: 'Quick Actions', 'Reach out' and a guest's words (SPEC §2 "Contact"). */
export function ContactSidebar({
  quickActionsText,
  reachOutText,
  quote,
  words: t = contactEndWords,
}: ContactSidebarProps) {
  const booking = useLinkFor()("/booking");
  return (
    <div className="space-y-6">
      <section aria-labelledby="quick-actions-heading" className="card p-6">
        <h2 id="quick-actions-heading" className="text-xl font-semibold">
          {t.quickActions}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-700">{quickActionsText}</p>
        <div className="mt-5 flex flex-col gap-3">
          <Link to={booking.href} className="btn btn-primary">
            <CalendarDays aria-hidden className="size-4" />
            {t.bookTour}
          </Link>
          <a href="#faq" onClick={openFaq} className="btn btn-secondary">
            <CircleHelp aria-hidden className="size-4" />
            {t.viewFaq}
          </a>
        </div>
      </section>

      <section aria-labelledby="reach-out-heading" className="card p-6">
        <h2 id="reach-out-heading" className="text-xl font-semibold">
          {t.reachOut}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-700">{reachOutText}</p>
        <ul className="mt-4 space-y-3 text-sm">
          <li>
            <a
              href={mailtoLink(siteFacts.contact.email)}
              className="inline-flex items-center gap-3 font-semibold text-brick-700 underline-offset-4 hover:underline"
            >
              <span className="grid size-9 place-items-center rounded-full bg-brick-50 text-brick-700">
                <Mail aria-hidden className="size-4" />
              </span>
              {siteFacts.contact.email}
            </a>
          </li>
          <li>
            <ExternalLink
              href={siteFacts.contact.instagramUrl}
              rel="noopener noreferrer"
              newTabNote={t.instagramNote}
              className="inline-flex items-center gap-3 font-semibold text-brick-700 underline-offset-4 hover:underline"
            >
              <span className="grid size-9 place-items-center rounded-full bg-brick-50 text-brick-700">
                <InstagramIcon className="size-4" />
              </span>
              @{siteFacts.contact.instagramHandle}
            </ExternalLink>
          </li>
        </ul>
      </section>

      <figure className="rounded-card bg-ink-900 p-6 text-parchment-100">
        <Quote aria-hidden className="size-7 text-marigold-300" />
        <blockquote className="mt-3 font-display text-lg leading-relaxed text-white">
          <p>{quote.quote}</p>
        </blockquote>
        <figcaption className="mt-4 text-sm">
          <span className="font-semibold text-white">{quote.author}</span>
          {quote.role && <span className="text-parchment-200">, {quote.role}</span>}
        </figcaption>
      </figure>
    </div>
  );
}
