import { X } from "lucide-react";
import { Link } from "react-router";
import { LOCALES, type Locale, type LocaleInfo } from "~/lib/i18n/locales";

/** One line under the header's bar, over the page (out of the flow, so nothing moves): the link, and a close button. */
export default function LanguageOfferLine({
  locale,
  href,
  onClose,
}: {
  locale: Locale;
  href: string;
  onClose: () => void;
}) {
  // In the language offered (the locale table's line), read by those who prefer it.
  const { htmlLang: lang, offer }: LocaleInfo = LOCALES[locale];
  if (!offer) return null;
  return (
    <div lang={lang} className="pointer-events-none absolute inset-x-0 top-full flex justify-center px-3 pt-2">
      <p className="pointer-events-auto flex items-center gap-1 rounded-full bg-ink-900 py-0.5 pr-0.5 pl-4 text-sm text-white shadow-lift">
        <Link
          to={href}
          hrefLang={lang}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
        >
          {offer.text}
        </Link>
        <button
          type="button"
          onClick={onClose}
          aria-label={offer.close}
          className="btn btn-ghost size-11 p-0 text-white hover:bg-white/10"
        >
          <X aria-hidden className="size-5" />
        </button>
      </p>
    </div>
  );
}
