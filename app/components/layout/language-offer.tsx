import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { closeOffer, offerClosed, preferredOf } from "~/lib/browser/language-offer";
import { useOtherLanguages } from "~/lib/i18n/use-locale";

import LanguageOfferLine from "./language-offer-line";

/**
 * "Ver esta página en español" (issue 42 item 7) on a page whose version in the browser's first language exists: after
 * hydration, over the page just under the header, in the header's box (positioned out of the flow: it moves nothing),
 * until the visitor closes it, which is remembered. Nothing for everyone else, and never a redirect. Rendered from the
 * footer's code, which every page loads after its first load (no page's first load carries it).
 */
export function LanguageOffer() {
  const others = useOtherLanguages();
  const [state, setState] = useState<{ languages: readonly string[]; closed: boolean } | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the browser's languages once, after hydration
    setState({ languages: navigator.languages ?? [navigator.language], closed: offerClosed() });
  }, []);
  const wanted =
    state && !state.closed
      ? preferredOf(
          others.map((other) => other.locale),
          state.languages,
        )
      : undefined;
  const offer = others.find((other) => other.locale === wanted);
  // Whether the page offers another language, once decided: a test waits for "none" before asserting no line.
  useEffect(() => {
    if (state) document.documentElement.dataset.languageOffer = offer ? "offered" : "none";
  }, [state, offer]);
  // The site's header: the page's one <header> directly in <body> (app/root.tsx's frame).
  const header = typeof document === "undefined" ? null : document.querySelector("body > header");
  if (!offer || !state || !header) return null;
  return createPortal(
    <LanguageOfferLine
      locale={offer.locale}
      href={offer.href}
      onClose={() => {
        closeOffer();
        setState({ ...state, closed: true });
      }}
    />,
    header,
  );
}
