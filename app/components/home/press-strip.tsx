import { Link } from "react-router";
import { InEnglish } from "~/components/layout/in-english";
import { OutletLogos, type PressLogo } from "~/components/press/outlet-logos";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { useText } from "~/lib/i18n/use-text";

export type { PressLogo };

type PressStripProps = { heading: string; outlets: readonly PressLogo[]; linkLabel: string };

/**
 * The home page's 'as featured on' strip: each outlet's name (an image, drawn
 * as on /press-kit by OutletLogos) opens its article in a new tab; a picture
 * that fails to load is replaced by the placeholder (the Picture failure
 * rule); a link leads to /in-the-news.
 */
export function PressStrip({ heading, outlets, linkLabel }: PressStripProps) {
  // In the page's language: the new-tab note, and /in-the-news (English only) marked from another language's page.
  const news = useLinkFor()("/in-the-news");
  const newTab = useText().frame.newTab;
  return (
    <section aria-labelledby="press-heading" className="border-b border-ink-900/10 bg-white py-10">
      <div className="container-page">
        <h2 id="press-heading" className="eyebrow text-center font-sans text-brick-700">
          {heading}
        </h2>
        <OutletLogos outlets={outlets} newTabNote={newTab} className="mx-auto mt-6 max-w-5xl justify-center" />
        <p className="mt-6 text-center">
          <Link
            to={news.href}
            className="text-sm font-semibold text-brick-700 underline decoration-brick-600/40 underline-offset-4 hover:decoration-brick-600"
          >
            {linkLabel}
            <InEnglish shown={news.inEnglish} />
          </Link>
        </p>
      </div>
    </section>
  );
}
