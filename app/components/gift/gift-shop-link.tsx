import { Mail, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { ExternalLink } from "~/components/ui/external-link";
import { mailtoLink } from "~/lib/domain/mailto";
import { format } from "~/lib/i18n/en";
import type { GiftShopWords } from "~/lib/i18n/en-pages";
import { giftWords } from "~/lib/i18n/pages/gift";
import { providerAnswers } from "~/lib/services/booking-probe";

export const GIFT_SHOP_ERROR_TITLE = giftWords.shop.errorTitle;
export const GIFT_SHOP_ERROR_MESSAGE = giftWords.shop.errorMessage;

type GiftShopLinkProps = {
  /** The provider's gift-card flow (app/content/gift.yaml), with `language=es` from a Spanish page (providerAddress). */
  href: string;
  label: string;
  email: string;
  /**
   * Whether the page may probe `href`'s host: only the booking provider's origin is in the page's
   * connect-src (app/lib/render/csp.ts), so a shop elsewhere is linked without the check.
   */
  probe: boolean;
  /** The link's and error state's words in the page's language (app/lib/i18n/pages/gift.ts; English by default). */
  words?: GiftShopWords;
  /** The subject of the error state's e-mail. */
  mailSubject?: string;
};

/**
 * The way into the provider's gift-card flow (issue 31 item 7): a plain link
 * that opens it in a new tab. With the same signals as the booking calendar
 * (the browser is offline, or a no-cors probe of the provider gets no answer),
 * an alert says the shop is down and offers to try again or to e-mail us.
 */
export function GiftShopLink({
  href,
  label,
  email,
  probe,
  words = giftWords.shop,
  mailSubject = giftWords.mailSubject,
}: GiftShopLinkProps) {
  const [reachable, setReachable] = useState<boolean | null>(null);
  // Bumped by "Try again": checks once more.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!probe) return;
    const controller = new AbortController();
    const answers = navigator.onLine === false ? Promise.resolve(false) : providerAnswers(href, controller.signal);
    void answers.then((ok) => {
      if (!controller.signal.aborted) setReachable(ok);
    });
    return () => controller.abort();
  }, [href, probe, attempt]);

  return (
    <div className="basis-full">
      <ExternalLink
        href={href}
        rel="noopener noreferrer"
        className="btn btn-primary btn-lg"
        iconClassName="size-4"
        newTabNote={words.newTabNote}
      >
        {label}
      </ExternalLink>
      {reachable === false && (
        <div role="alert" className="mt-4 max-w-xl rounded-card bg-danger-50 p-5 ring-1 ring-danger-700/20">
          <h2 className="font-sans text-lg font-semibold text-danger-700">{words.errorTitle}</h2>
          <p className="mt-1 text-ink-700">{words.errorMessage}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className="btn btn-secondary" onClick={() => setAttempt((count) => count + 1)}>
              <RotateCw aria-hidden className="size-4" />
              {words.tryAgain}
            </button>
            <a href={mailtoLink(email, mailSubject)} className="btn btn-secondary">
              <Mail aria-hidden className="size-4" />
              {format(words.emailUs, { email })}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
